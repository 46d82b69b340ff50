CREATE TABLE "anamnesi_versioni" (
	"id_anamnesi_log" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"author_id" integer NOT NULL,
	"sezione" text NOT NULL,
	"contenuto" text,
	"fisiologica" jsonb,
	"dataAggiornamento" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gravidanze" (
	"id_gravidanza" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"eta" integer NOT NULL,
	"inizio_gravidanza" date NOT NULL,
	"fine_gravidanza" date,
	"esito" text,
	"sesso_bambino" text,
	"note_gravidanza" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anamnesi_versioni" ADD CONSTRAINT "anamnesi_versioni_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anamnesi_versioni" ADD CONSTRAINT "anamnesi_versioni_author_id_utenti_id_utente_fk" FOREIGN KEY ("author_id") REFERENCES "public"."utenti"("id_utente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gravidanze" ADD CONSTRAINT "gravidanze_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anamnesi_versioni_sezione_idx" ON "anamnesi_versioni" USING btree ("id_paziente","sezione","id_anamnesi_log");--> statement-breakpoint
CREATE INDEX "gravidanze_paziente_idx" ON "gravidanze" USING btree ("id_paziente","inizio_gravidanza");