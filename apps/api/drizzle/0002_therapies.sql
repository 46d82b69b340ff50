CREATE TABLE "reazioni_avverse" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"id_terapie" integer NOT NULL,
	"id_structure_pharmacovigilance" integer NOT NULL,
	"date_last_menstruation" date,
	"pregnancy" text,
	"nursing_mother" integer,
	"reaction" text NOT NULL,
	"date_reaction" date NOT NULL,
	"severity" text NOT NULL,
	"reaction_affect" integer NOT NULL,
	"reaction_duration" text NOT NULL,
	"drugs_to_treat_reaction" text NOT NULL,
	"reaction_now" text NOT NULL,
	"batch_number" text NOT NULL,
	"prescribed_by_doctor" integer NOT NULL,
	"care_provider_warned" integer NOT NULL,
	"reason" text NOT NULL,
	"adverse_reaction_drug_suspended" integer NOT NULL,
	"first_assumption_date" date NOT NULL,
	"last_assumption_date" date NOT NULL,
	"how_many_times_day" text NOT NULL,
	"how_drug_taken" text NOT NULL,
	"drug_already_used" integer NOT NULL,
	"same_reaction" integer NOT NULL,
	"other_drugs_used" text NOT NULL,
	"other_diseases" text NOT NULL,
	"name_care_provider" text NOT NULL,
	"contactable_care_provider" integer NOT NULL,
	"address_care_provider" text NOT NULL,
	"phone_care_provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atc" (
	"codice_atc" text PRIMARY KEY NOT NULL,
	"livello" integer NOT NULL,
	"descrizione_it" text NOT NULL,
	"codice_padre" text
);
--> statement-breakpoint
CREATE TABLE "farmaci_gruppi" (
	"gruppo" text PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"somministrazione" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmaci" (
	"id_farmaco_codifa" text PRIMARY KEY NOT NULL,
	"descrizione_breve" text NOT NULL,
	"codice_atc" text NOT NULL,
	"principio_attivo" text NOT NULL,
	"gruppo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interazioni_indice_atc" (
	"codice_atc" text NOT NULL,
	"id_entita" text NOT NULL,
	CONSTRAINT "interazioni_indice_atc_codice_atc_id_entita_pk" PRIMARY KEY("codice_atc","id_entita")
);
--> statement-breakpoint
CREATE TABLE "interazioni_classi_membri" (
	"id_classe" text NOT NULL,
	"id_membro" text NOT NULL,
	CONSTRAINT "interazioni_classi_membri_id_classe_id_membro_pk" PRIMARY KEY("id_classe","id_membro")
);
--> statement-breakpoint
CREATE TABLE "interazioni_entita" (
	"id" text PRIMARY KEY NOT NULL,
	"nome_fr" text NOT NULL,
	"tipo" text NOT NULL,
	"nota_fr" text
);
--> statement-breakpoint
CREATE TABLE "interazioni" (
	"id" text PRIMARY KEY NOT NULL,
	"a" text NOT NULL,
	"b" text NOT NULL,
	"livello" text NOT NULL,
	"livelli" jsonb NOT NULL,
	"rischio_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strutture_farmacovigilanza" (
	"id" integer PRIMARY KEY NOT NULL,
	"struttura" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terapie" (
	"id_terapie" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL,
	"tipo_terapia" integer NOT NULL,
	"id_farmaco_codifa" text NOT NULL,
	"quantita_farmaceutica" text,
	"frequenza_farmaceutica" text,
	"data_inizio" date NOT NULL,
	"data_fine" date,
	"id_diagnosi" integer,
	"id_prescrittore" integer,
	"prescrittore" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD CONSTRAINT "reazioni_avverse_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD CONSTRAINT "reazioni_avverse_id_terapie_terapie_id_terapie_fk" FOREIGN KEY ("id_terapie") REFERENCES "public"."terapie"("id_terapie") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reazioni_avverse" ADD CONSTRAINT "reazioni_avverse_id_structure_pharmacovigilance_strutture_farmacovigilanza_id_fk" FOREIGN KEY ("id_structure_pharmacovigilance") REFERENCES "public"."strutture_farmacovigilanza"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmaci" ADD CONSTRAINT "farmaci_gruppo_farmaci_gruppi_gruppo_fk" FOREIGN KEY ("gruppo") REFERENCES "public"."farmaci_gruppi"("gruppo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapie" ADD CONSTRAINT "terapie_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapie" ADD CONSTRAINT "terapie_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapie" ADD CONSTRAINT "terapie_id_farmaco_codifa_farmaci_id_farmaco_codifa_fk" FOREIGN KEY ("id_farmaco_codifa") REFERENCES "public"."farmaci"("id_farmaco_codifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reazioni_avverse_utente_idx" ON "reazioni_avverse" USING btree ("id_utente");--> statement-breakpoint
CREATE INDEX "farmaci_codice_atc_idx" ON "farmaci" USING btree ("codice_atc");--> statement-breakpoint
CREATE INDEX "farmaci_gruppo_idx" ON "farmaci" USING btree ("gruppo");--> statement-breakpoint
CREATE INDEX "interazioni_membro_idx" ON "interazioni_classi_membri" USING btree ("id_membro");--> statement-breakpoint
CREATE INDEX "interazioni_a_idx" ON "interazioni" USING btree ("a");--> statement-breakpoint
CREATE INDEX "interazioni_b_idx" ON "interazioni" USING btree ("b");--> statement-breakpoint
CREATE INDEX "terapie_paziente_idx" ON "terapie" USING btree ("id_paziente");