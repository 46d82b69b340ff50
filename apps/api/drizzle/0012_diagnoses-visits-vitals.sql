CREATE TABLE "diagnosi_bersagli" (
	"id_diagnosi" integer PRIMARY KEY NOT NULL,
	"tipo_bersaglio" text NOT NULL,
	"codice" text NOT NULL,
	"descrizione" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visite" (
	"id_visita" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"visita_data" date NOT NULL,
	"visita_motivazione" text NOT NULL,
	"visita_osservazioni" text NOT NULL,
	"visita_conclusioni" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametri_vitali" (
	"id_parametro" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"parametro_peso" double precision,
	"parametro_altezza" double precision,
	"parametro_pressione_massima" integer,
	"parametro_pressione_minima" integer,
	"parametro_frequenza_cardiaca" integer,
	"parametro_spo2" integer,
	"parametro_temperatura" double precision,
	"parametro_glicemia" integer,
	"source" text DEFAULT 'manuale' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnosi_bersagli" ADD CONSTRAINT "diagnosi_bersagli_id_diagnosi_diagnosi_id_diagnosi_fk" FOREIGN KEY ("id_diagnosi") REFERENCES "public"."diagnosi"("id_diagnosi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visite" ADD CONSTRAINT "visite_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametri_vitali" ADD CONSTRAINT "parametri_vitali_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visite_paziente_idx" ON "visite" USING btree ("id_paziente","visita_data");--> statement-breakpoint
CREATE INDEX "parametri_vitali_paziente_idx" ON "parametri_vitali" USING btree ("id_paziente","created_on");