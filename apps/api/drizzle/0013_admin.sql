CREATE TABLE "audit_amministrazione" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"azione" text NOT NULL,
	"oggetto" text NOT NULL,
	"prima" jsonb,
	"dopo" jsonb
);
--> statement-breakpoint
CREATE TABLE "utenti_disabilitati" (
	"id_utente" integer PRIMARY KEY NOT NULL,
	"disabled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sblocchi_accesso" (
	"account_key" text PRIMARY KEY NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_password" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "reset_password_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_amministrazione" ADD CONSTRAINT "audit_amministrazione_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti_disabilitati" ADD CONSTRAINT "utenti_disabilitati_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_password" ADD CONSTRAINT "reset_password_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_amministrazione_created_idx" ON "audit_amministrazione" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reset_password_utente_idx" ON "reset_password" USING btree ("id_utente");