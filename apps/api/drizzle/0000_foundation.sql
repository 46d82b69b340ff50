CREATE TABLE "livelli_confidenzialita" (
	"id_livello_confidenzialita" integer PRIMARY KEY NOT NULL,
	"confidenzialita_descrizione" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contatti_utente" (
	"id_utente" integer PRIMARY KEY NOT NULL,
	"comune_nascita" text,
	"comune_residenza" text,
	"contatto_indirizzo" text,
	"contatto_telefono" text
);
--> statement-breakpoint
CREATE TABLE "licenze_ruoli" (
	"id_licenza" integer NOT NULL,
	"id_ruolo" integer NOT NULL,
	CONSTRAINT "licenze_ruoli_id_licenza_id_ruolo_pk" PRIMARY KEY("id_licenza","id_ruolo")
);
--> statement-breakpoint
CREATE TABLE "licenze" (
	"id" serial PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"costo" numeric(10, 2) NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"durata_desc" text NOT NULL,
	CONSTRAINT "licenze_descrizione_unique" UNIQUE("descrizione")
);
--> statement-breakpoint
CREATE TABLE "audit_accessi" (
	"id_audit" serial PRIMARY KEY NOT NULL,
	"id_utente" integer,
	"account_key" text NOT NULL,
	"audit_ip" text NOT NULL,
	"dispositivo" text NOT NULL,
	"esito" text NOT NULL,
	"outcome_reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stati_matrimoniali" (
	"id_stato_matrimoniale" integer PRIMARY KEY NOT NULL,
	"stato_matrimoniale_nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"permission" text,
	CONSTRAINT "menu_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "pazienti" (
	"id_paziente" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"paziente_nome" text NOT NULL,
	"paziente_cognome" text NOT NULL,
	"paziente_codfiscale" text,
	"paziente_nascita" date,
	"paziente_sesso" text DEFAULT 'unknown' NOT NULL,
	"paziente_email" text,
	"id_stato_matrimoniale" integer,
	"paziente_gruppo" text,
	"paziente_donatore_organi" integer,
	CONSTRAINT "pazienti_id_utente_unique" UNIQUE("id_utente")
);
--> statement-breakpoint
CREATE TABLE "permessi" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "permessi_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ruoli_permessi" (
	"id_ruolo" integer NOT NULL,
	"id_permesso" integer NOT NULL,
	CONSTRAINT "ruoli_permessi_id_ruolo_id_permesso_pk" PRIMARY KEY("id_ruolo","id_permesso")
);
--> statement-breakpoint
CREATE TABLE "ruoli" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ruoli_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"id_utente" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sottomenu" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_menu" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"path" text NOT NULL,
	"image" text,
	"external" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sottoscrizioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"id_tipo_licenza" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_scadenza" date
);
--> statement-breakpoint
CREATE TABLE "utenti_ruoli" (
	"id_utente" integer NOT NULL,
	"id_ruolo" integer NOT NULL,
	CONSTRAINT "utenti_ruoli_id_utente_id_ruolo_pk" PRIMARY KEY("id_utente","id_ruolo")
);
--> statement-breakpoint
CREATE TABLE "utenti" (
	"id_utente" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"utente_nome" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utenti_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "contatti_utente" ADD CONSTRAINT "contatti_utente_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenze_ruoli" ADD CONSTRAINT "licenze_ruoli_id_licenza_licenze_id_fk" FOREIGN KEY ("id_licenza") REFERENCES "public"."licenze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenze_ruoli" ADD CONSTRAINT "licenze_ruoli_id_ruolo_ruoli_id_fk" FOREIGN KEY ("id_ruolo") REFERENCES "public"."ruoli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_accessi" ADD CONSTRAINT "audit_accessi_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pazienti" ADD CONSTRAINT "pazienti_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pazienti" ADD CONSTRAINT "pazienti_id_stato_matrimoniale_stati_matrimoniali_id_stato_matrimoniale_fk" FOREIGN KEY ("id_stato_matrimoniale") REFERENCES "public"."stati_matrimoniali"("id_stato_matrimoniale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruoli_permessi" ADD CONSTRAINT "ruoli_permessi_id_ruolo_ruoli_id_fk" FOREIGN KEY ("id_ruolo") REFERENCES "public"."ruoli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruoli_permessi" ADD CONSTRAINT "ruoli_permessi_id_permesso_permessi_id_fk" FOREIGN KEY ("id_permesso") REFERENCES "public"."permessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessioni" ADD CONSTRAINT "sessioni_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sottomenu" ADD CONSTRAINT "sottomenu_id_menu_menu_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sottoscrizioni" ADD CONSTRAINT "sottoscrizioni_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sottoscrizioni" ADD CONSTRAINT "sottoscrizioni_id_tipo_licenza_licenze_id_fk" FOREIGN KEY ("id_tipo_licenza") REFERENCES "public"."licenze"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti_ruoli" ADD CONSTRAINT "utenti_ruoli_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti_ruoli" ADD CONSTRAINT "utenti_ruoli_id_ruolo_ruoli_id_fk" FOREIGN KEY ("id_ruolo") REFERENCES "public"."ruoli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_accessi_account_idx" ON "audit_accessi" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "audit_accessi_ip_idx" ON "audit_accessi" USING btree ("audit_ip","created_at");--> statement-breakpoint
CREATE INDEX "audit_accessi_utente_idx" ON "audit_accessi" USING btree ("id_utente","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessioni_token_hash_idx" ON "sessioni" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sottomenu_menu_label_idx" ON "sottomenu" USING btree ("id_menu","label");--> statement-breakpoint
CREATE INDEX "sottoscrizioni_utente_idx" ON "sottoscrizioni" USING btree ("id_utente");