CREATE TABLE "cambi_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "richieste_posta_identita" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_key" text NOT NULL,
	"audit_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_password" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registrazioni_in_attesa" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessioni_dettagli" (
	"id_sessione" integer PRIMARY KEY NOT NULL,
	"dispositivo" text NOT NULL,
	"audit_ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cambi_email" ADD CONSTRAINT "cambi_email_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_password" ADD CONSTRAINT "reset_password_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessioni_dettagli" ADD CONSTRAINT "sessioni_dettagli_id_sessione_sessioni_id_fk" FOREIGN KEY ("id_sessione") REFERENCES "public"."sessioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cambi_email_token_idx" ON "cambi_email" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "richieste_posta_identita_account_idx" ON "richieste_posta_identita" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "richieste_posta_identita_ip_idx" ON "richieste_posta_identita" USING btree ("audit_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reset_password_token_idx" ON "reset_password" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrazioni_in_attesa_token_idx" ON "registrazioni_in_attesa" USING btree ("token_hash");