-- Added by hand before the generated statements: until this migration the API stored any number in
-- terapie.id_diagnosi and terapie.id_prescrittore, and the tables they now reference start empty, so
-- every stored value dangles. Clear them before the foreign keys are added; the prescriber's name
-- stays in terapie.prescrittore.
UPDATE "terapie" SET "id_diagnosi" = NULL, "id_prescrittore" = NULL WHERE "id_diagnosi" IS NOT NULL OR "id_prescrittore" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "medici_associati" (
	"id_cpp" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"id_careprovider" integer NOT NULL,
	"assegnazione_confidenzialita" integer DEFAULT 1 NOT NULL,
	"visibility" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medici_associati_paziente_careprovider_key" UNIQUE("id_paziente","id_careprovider")
);
--> statement-breakpoint
CREATE TABLE "careproviders" (
	"id_careprovider" serial PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"cpp_localita_iscrizione" text,
	"specializzation" text,
	"contatto_indirizzo" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "diagnosi" (
	"id_diagnosi" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"diagnosi_stato" integer NOT NULL,
	"tipo_diagnosi" text NOT NULL,
	"diagnosi_patologia" text NOT NULL,
	"id_careprovider" integer,
	"careprovider" text,
	"diagnosi_inserimento" date NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medici_associati" ADD CONSTRAINT "medici_associati_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medici_associati" ADD CONSTRAINT "medici_associati_id_careprovider_careproviders_id_careprovider_fk" FOREIGN KEY ("id_careprovider") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medici_associati" ADD CONSTRAINT "medici_associati_assegnazione_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("assegnazione_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosi" ADD CONSTRAINT "diagnosi_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosi" ADD CONSTRAINT "diagnosi_id_careprovider_careproviders_id_careprovider_fk" FOREIGN KEY ("id_careprovider") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosi" ADD CONSTRAINT "diagnosi_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnosi_paziente_idx" ON "diagnosi" USING btree ("id_paziente");--> statement-breakpoint
ALTER TABLE "terapie" ADD CONSTRAINT "terapie_id_diagnosi_diagnosi_id_diagnosi_fk" FOREIGN KEY ("id_diagnosi") REFERENCES "public"."diagnosi"("id_diagnosi") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapie" ADD CONSTRAINT "terapie_id_prescrittore_careproviders_id_careprovider_fk" FOREIGN KEY ("id_prescrittore") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE set null ON UPDATE no action;