CREATE TABLE "contatti_utente_comuni" (
	"id_utente" integer PRIMARY KEY NOT NULL,
	"comune_nascita_codice" text,
	"comune_residenza_codice" text
);
--> statement-breakpoint
CREATE TABLE "contatti_paziente" (
	"id_contatto" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"author_id" integer NOT NULL,
	"id_contatto_tipologia" integer NOT NULL,
	"contatto_nominativo" text NOT NULL,
	"contatto_telefono" text NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contatti_utente_comuni" ADD CONSTRAINT "contatti_utente_comuni_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatti_paziente" ADD CONSTRAINT "contatti_paziente_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatti_paziente" ADD CONSTRAINT "contatti_paziente_author_id_utenti_id_utente_fk" FOREIGN KEY ("author_id") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatti_paziente" ADD CONSTRAINT "contatti_paziente_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contatti_paziente_paziente_idx" ON "contatti_paziente" USING btree ("id_paziente","id_contatto_tipologia");