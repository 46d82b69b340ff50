CREATE TABLE "link_personali" (
	"linkid" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"descrizione" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_riferimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"link_name" text NOT NULL,
	"link_sede" text NOT NULL,
	"link_city" text NOT NULL,
	"link_informazioni" text NOT NULL,
	"link_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccinazioni" (
	"id_vaccinazione" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"author_id" integer NOT NULL,
	"id_vaccino" text NOT NULL,
	"vaccinazione_data" date NOT NULL,
	"vaccinazione_reazioni" text NOT NULL,
	"vaccinazione_richiamo" integer NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vaccini" (
	"id_vaccino" text PRIMARY KEY NOT NULL,
	"descrizione_breve" text NOT NULL,
	"codice_atc" text NOT NULL,
	"antigeni" text NOT NULL,
	"tipo" text NOT NULL,
	"titolare" text NOT NULL,
	"aic_confezioni" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_personali" ADD CONSTRAINT "link_personali_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinazioni" ADD CONSTRAINT "vaccinazioni_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinazioni" ADD CONSTRAINT "vaccinazioni_author_id_utenti_id_utente_fk" FOREIGN KEY ("author_id") REFERENCES "public"."utenti"("id_utente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinazioni" ADD CONSTRAINT "vaccinazioni_id_vaccino_vaccini_id_vaccino_fk" FOREIGN KEY ("id_vaccino") REFERENCES "public"."vaccini"("id_vaccino") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinazioni" ADD CONSTRAINT "vaccinazioni_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_personali_paziente_idx" ON "link_personali" USING btree ("id_paziente");--> statement-breakpoint
CREATE INDEX "link_riferimento_tipo_idx" ON "link_riferimento" USING btree ("tipo","link_name");--> statement-breakpoint
CREATE INDEX "vaccinazioni_paziente_idx" ON "vaccinazioni" USING btree ("id_paziente","vaccinazione_data");