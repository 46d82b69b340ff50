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
ALTER TABLE "audit_amministrazione" ADD CONSTRAINT "audit_amministrazione_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti_disabilitati" ADD CONSTRAINT "utenti_disabilitati_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_amministrazione_created_idx" ON "audit_amministrazione" USING btree ("created_at");