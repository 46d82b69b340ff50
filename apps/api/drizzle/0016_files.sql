CREATE TABLE "link_download" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"id_utente" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"file_nome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id_file" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"id_autore" integer NOT NULL,
	"id_audit_log" integer NOT NULL,
	"file_nome" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" double precision NOT NULL,
	"type" text NOT NULL,
	"data_rilievo" date NOT NULL,
	"data_reg" timestamp with time zone NOT NULL,
	"file_commento" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_livello_confidenzialita" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blob_archiviati" (
	"id_blob" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"id_paziente" integer NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_download" ADD CONSTRAINT "link_download_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_autore_utenti_id_utente_fk" FOREIGN KEY ("id_autore") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_id_livello_confidenzialita_livelli_confidenzialita_id_livello_confidenzialita_fk" FOREIGN KEY ("id_livello_confidenzialita") REFERENCES "public"."livelli_confidenzialita"("id_livello_confidenzialita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blob_archiviati" ADD CONSTRAINT "blob_archiviati_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_download_token_idx" ON "link_download" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "files_paziente_idx" ON "files" USING btree ("id_paziente","data_rilievo");--> statement-breakpoint
CREATE UNIQUE INDEX "blob_archiviati_owner_idx" ON "blob_archiviati" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "blob_archiviati_paziente_idx" ON "blob_archiviati" USING btree ("id_paziente");