CREATE TABLE "centri_convenzionati" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" integer NOT NULL,
	"centro_nome" text NOT NULL,
	"centro_indirizzo" text NOT NULL,
	"telefono" text NOT NULL,
	"email" text NOT NULL,
	"titolo" text DEFAULT '' NOT NULL,
	"sottotitolo" text DEFAULT '' NOT NULL,
	"testo" text DEFAULT '' NOT NULL,
	"sito_web" text DEFAULT '' NOT NULL,
	CONSTRAINT "centri_convenzionati_centro_nome_unique" UNIQUE("centro_nome")
);
--> statement-breakpoint
CREATE TABLE "indagini_catalogo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipologia" text NOT NULL,
	"codice" text DEFAULT '' NOT NULL,
	"descrizione" text NOT NULL,
	CONSTRAINT "indagini_catalogo_descrizione_unique" UNIQUE("descrizione")
);
--> statement-breakpoint
CREATE TABLE "indagini_diagnosi" (
	"id_indagine" integer NOT NULL,
	"id_diagnosi" integer NOT NULL,
	CONSTRAINT "indagini_diagnosi_id_indagine_id_diagnosi_pk" PRIMARY KEY("id_indagine","id_diagnosi")
);
--> statement-breakpoint
CREATE TABLE "indagini" (
	"id_indagine" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"indagine_tipologia" text NOT NULL,
	"id_diagn_investigations" integer,
	"indagine_stato" integer NOT NULL,
	"indagine_motivo" text DEFAULT '' NOT NULL,
	"indagine_data_display" date,
	"id_centro_indagine" integer,
	"altro_centro" text,
	"careprovider" text,
	"id_livello_confidenzialita" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "indagini_diagnosi" ADD CONSTRAINT "indagini_diagnosi_id_indagine_indagini_id_indagine_fk" FOREIGN KEY ("id_indagine") REFERENCES "public"."indagini"("id_indagine") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini_diagnosi" ADD CONSTRAINT "indagini_diagnosi_id_diagnosi_diagnosi_id_diagnosi_fk" FOREIGN KEY ("id_diagnosi") REFERENCES "public"."diagnosi"("id_diagnosi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini" ADD CONSTRAINT "indagini_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini" ADD CONSTRAINT "indagini_id_diagn_investigations_indagini_catalogo_id_fk" FOREIGN KEY ("id_diagn_investigations") REFERENCES "public"."indagini_catalogo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini" ADD CONSTRAINT "indagini_id_centro_indagine_centri_convenzionati_id_fk" FOREIGN KEY ("id_centro_indagine") REFERENCES "public"."centri_convenzionati"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini" ADD CONSTRAINT "indagini_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centri_convenzionati_tipo_idx" ON "centri_convenzionati" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "indagini_catalogo_tipologia_idx" ON "indagini_catalogo" USING btree ("tipologia");--> statement-breakpoint
CREATE INDEX "indagini_paziente_idx" ON "indagini" USING btree ("id_paziente","indagine_stato");