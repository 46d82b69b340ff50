CREATE TABLE "importazioni_dispositivo" (
	"id_importazione" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"dispositivo" text NOT NULL,
	"numero_serie" text,
	"id_utente_dispositivo" integer,
	"utente_dispositivo" text
);
--> statement-breakpoint
ALTER TABLE "parametri_vitali" ADD COLUMN "id_importazione" integer;--> statement-breakpoint
ALTER TABLE "importazioni_dispositivo" ADD CONSTRAINT "importazioni_dispositivo_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importazioni_dispositivo_paziente_idx" ON "importazioni_dispositivo" USING btree ("id_paziente","created_on");--> statement-breakpoint
ALTER TABLE "parametri_vitali" ADD CONSTRAINT "parametri_vitali_id_importazione_importazioni_dispositivo_id_importazione_fk" FOREIGN KEY ("id_importazione") REFERENCES "public"."importazioni_dispositivo"("id_importazione") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parametri_vitali_importazione_idx" ON "parametri_vitali" USING btree ("id_importazione");