CREATE TABLE "taccuini" (
	"id_taccuino" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"author_id" integer NOT NULL,
	"taccuino_2d_drawn" integer DEFAULT 1 NOT NULL,
	"taccuino_data" date NOT NULL,
	"taccuino_descrizione" text DEFAULT '' NOT NULL,
	"taccuino_report_anteriore" text,
	"taccuino_report_posteriore" text,
	"id_livello_confidenzialita" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "taccuini" ADD CONSTRAINT "taccuini_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taccuini" ADD CONSTRAINT "taccuini_author_id_utenti_id_utente_fk" FOREIGN KEY ("author_id") REFERENCES "public"."utenti"("id_utente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taccuini" ADD CONSTRAINT "taccuini_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taccuini_paziente_idx" ON "taccuini" USING btree ("id_paziente","taccuino_data");