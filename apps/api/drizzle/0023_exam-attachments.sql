CREATE TABLE "indagini_allegati" (
	"id_file" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"id_autore" integer NOT NULL,
	"id_indagine" integer NOT NULL,
	"file_nome" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" double precision NOT NULL,
	"type" text NOT NULL,
	"file_commento" text,
	"created_at" date NOT NULL,
	"data_reg" timestamp with time zone DEFAULT now() NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indagini_allegati" ADD CONSTRAINT "indagini_allegati_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini_allegati" ADD CONSTRAINT "indagini_allegati_id_autore_utenti_id_utente_fk" FOREIGN KEY ("id_autore") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini_allegati" ADD CONSTRAINT "indagini_allegati_id_indagine_indagini_id_indagine_fk" FOREIGN KEY ("id_indagine") REFERENCES "public"."indagini"("id_indagine") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indagini_allegati" ADD CONSTRAINT "indagini_allegati_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indagini_allegati_indagine_idx" ON "indagini_allegati" USING btree ("id_indagine");