CREATE TABLE "posta_uscita_registro" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario_hash" text NOT NULL,
	"inviata_il" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD COLUMN "email_confermata_il" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD COLUMN "conferma_token_hash" text;--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD COLUMN "conferma_scade_il" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD COLUMN "conferma_richiesta_il" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posta_uscita_registro_destinatario_idx" ON "posta_uscita_registro" USING btree ("destinatario_hash","inviata_il");--> statement-breakpoint
CREATE INDEX "posta_uscita_registro_inviata_idx" ON "posta_uscita_registro" USING btree ("inviata_il");--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD CONSTRAINT "careproviders_pazienti_conferma_token_hash_unique" UNIQUE("conferma_token_hash");