ALTER TABLE "reazioni_avverse" DROP CONSTRAINT "reazioni_avverse_id_terapie_terapie_id_terapie_fk";
--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ALTER COLUMN "id_terapie" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD COLUMN "id_farmaco_codifa" text;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD COLUMN "quantita_farmaceutica" text;--> statement-breakpoint
UPDATE "reazioni_avverse" SET "id_farmaco_codifa" = "terapie"."id_farmaco_codifa", "quantita_farmaceutica" = "terapie"."quantita_farmaceutica" FROM "terapie" WHERE "terapie"."id_terapie" = "reazioni_avverse"."id_terapie";--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ALTER COLUMN "id_farmaco_codifa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD CONSTRAINT "reazioni_avverse_id_farmaco_codifa_farmaci_id_farmaco_codifa_fk" FOREIGN KEY ("id_farmaco_codifa") REFERENCES "public"."farmaci"("id_farmaco_codifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD CONSTRAINT "reazioni_avverse_id_terapie_terapie_id_terapie_fk" FOREIGN KEY ("id_terapie") REFERENCES "public"."terapie"("id_terapie") ON DELETE set null ON UPDATE no action;