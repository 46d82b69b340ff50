CREATE TABLE "identita_esterne" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_richieste" ADD COLUMN "id_utente_link" integer;--> statement-breakpoint
ALTER TABLE "identita_esterne" ADD CONSTRAINT "identita_esterne_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identita_esterne_subject_idx" ON "identita_esterne" USING btree ("issuer","subject");--> statement-breakpoint
ALTER TABLE "oidc_richieste" ADD CONSTRAINT "oidc_richieste_id_utente_link_utenti_id_utente_fk" FOREIGN KEY ("id_utente_link") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;