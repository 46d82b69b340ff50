CREATE TABLE "consensi_storico" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"id_trattamento" integer NOT NULL,
	"consenso" boolean NOT NULL,
	"data_consenso" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consensi" (
	"id_consenso_p" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"id_trattamento" integer NOT NULL,
	"consenso" boolean NOT NULL,
	"data_consenso" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sottoscrizioni_paypal" (
	"paypal_subscription_id" text PRIMARY KEY NOT NULL,
	"id_sottoscrizione" integer NOT NULL,
	"id_utente" integer NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_conservati" (
	"id" serial PRIMARY KEY NOT NULL,
	"pseudonimo" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"dati" jsonb NOT NULL,
	CONSTRAINT "account_conservati_pseudonimo_unique" UNIQUE("pseudonimo")
);
--> statement-breakpoint
CREATE TABLE "piani_sottoscrizione" (
	"id_licenza" integer PRIMARY KEY NOT NULL,
	"id_paypal_codice_piano" text NOT NULL,
	"include_it" text NOT NULL,
	"include_en" text NOT NULL,
	"contratto_it" text NOT NULL,
	"contratto_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trattamenti" (
	"id_trattamento" integer PRIMARY KEY NOT NULL,
	"nome_it" text NOT NULL,
	"nome_en" text NOT NULL,
	"finalita_it" text NOT NULL,
	"finalita_en" text NOT NULL,
	"informativa_it" text NOT NULL,
	"informativa_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consensi_storico" ADD CONSTRAINT "consensi_storico_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensi_storico" ADD CONSTRAINT "consensi_storico_id_trattamento_trattamenti_id_trattamento_fk" FOREIGN KEY ("id_trattamento") REFERENCES "public"."trattamenti"("id_trattamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensi" ADD CONSTRAINT "consensi_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensi" ADD CONSTRAINT "consensi_id_trattamento_trattamenti_id_trattamento_fk" FOREIGN KEY ("id_trattamento") REFERENCES "public"."trattamenti"("id_trattamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sottoscrizioni_paypal" ADD CONSTRAINT "sottoscrizioni_paypal_id_sottoscrizione_sottoscrizioni_id_fk" FOREIGN KEY ("id_sottoscrizione") REFERENCES "public"."sottoscrizioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sottoscrizioni_paypal" ADD CONSTRAINT "sottoscrizioni_paypal_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piani_sottoscrizione" ADD CONSTRAINT "piani_sottoscrizione_id_licenza_licenze_id_fk" FOREIGN KEY ("id_licenza") REFERENCES "public"."licenze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consensi_storico_utente_idx" ON "consensi_storico" USING btree ("id_utente","data_consenso");--> statement-breakpoint
CREATE UNIQUE INDEX "consensi_utente_trattamento_idx" ON "consensi" USING btree ("id_utente","id_trattamento");--> statement-breakpoint
CREATE INDEX "account_conservati_purge_idx" ON "account_conservati" USING btree ("purge_after");