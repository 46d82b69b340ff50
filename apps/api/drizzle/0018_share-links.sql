CREATE TABLE "link_condivisione_aperture" (
	"id_apertura" serial PRIMARY KEY NOT NULL,
	"id_link" integer NOT NULL,
	"aperto_il" timestamp with time zone NOT NULL,
	"dispositivo" text NOT NULL,
	"indirizzo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_condivisione_pin_errati" (
	"id_errore" serial PRIMARY KEY NOT NULL,
	"id_link" integer NOT NULL,
	"tentato_il" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_condivisione" (
	"id_link" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"token_hash" text NOT NULL,
	"contenuto" text NOT NULL,
	"livello" integer NOT NULL,
	"destinatario" text DEFAULT '' NOT NULL,
	"pin_hash" text,
	"creato_il" timestamp with time zone NOT NULL,
	"scade_il" timestamp with time zone,
	"revocato_il" timestamp with time zone,
	CONSTRAINT "link_condivisione_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "link_condivisione_aperture" ADD CONSTRAINT "link_condivisione_aperture_id_link_link_condivisione_id_link_fk" FOREIGN KEY ("id_link") REFERENCES "public"."link_condivisione"("id_link") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_condivisione_pin_errati" ADD CONSTRAINT "link_condivisione_pin_errati_id_link_link_condivisione_id_link_fk" FOREIGN KEY ("id_link") REFERENCES "public"."link_condivisione"("id_link") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_condivisione" ADD CONSTRAINT "link_condivisione_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_condivisione_aperture_link_idx" ON "link_condivisione_aperture" USING btree ("id_link","aperto_il");--> statement-breakpoint
CREATE INDEX "link_condivisione_pin_errati_link_idx" ON "link_condivisione_pin_errati" USING btree ("id_link","tentato_il");--> statement-breakpoint
CREATE INDEX "link_condivisione_paziente_idx" ON "link_condivisione" USING btree ("id_paziente");