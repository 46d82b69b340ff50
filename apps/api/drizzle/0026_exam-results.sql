CREATE TABLE "indagini_risultati" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_indagine" integer NOT NULL,
	"id_paziente" integer NOT NULL,
	"analita" text NOT NULL,
	"valore" double precision NOT NULL,
	"unita" text DEFAULT '' NOT NULL,
	"rif_min" double precision,
	"rif_max" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indagini_risultati_rif_ordine" CHECK ("indagini_risultati"."rif_min" is null or "indagini_risultati"."rif_max" is null or "indagini_risultati"."rif_min" <= "indagini_risultati"."rif_max")
);
--> statement-breakpoint
ALTER TABLE "indagini_risultati" ADD CONSTRAINT "indagini_risultati_id_indagine_indagini_id_indagine_fk" FOREIGN KEY ("id_indagine") REFERENCES "public"."indagini"("id_indagine") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini_risultati" ADD CONSTRAINT "indagini_risultati_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indagini_risultati_indagine_idx" ON "indagini_risultati" USING btree ("id_indagine");--> statement-breakpoint
CREATE INDEX "indagini_risultati_paziente_idx" ON "indagini_risultati" USING btree ("id_paziente");