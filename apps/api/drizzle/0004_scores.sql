CREATE TABLE "score_pazienti" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"nome_score" text NOT NULL,
	"valore_score" double precision NOT NULL,
	"additional_score" double precision,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_combinazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"puntegio_totale" integer NOT NULL,
	"richio_sanguinamento" double precision,
	"richio_sanguinamento_additional" double precision,
	"description" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_criteri" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"option1" text NOT NULL,
	"option1_en" text NOT NULL,
	"option2" text NOT NULL,
	"option2_en" text NOT NULL,
	"option3" text,
	"option3_en" text,
	"score" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_pazienti" ADD CONSTRAINT "score_pazienti_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_pazienti_paziente_idx" ON "score_pazienti" USING btree ("id_paziente","nome_score","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "score_combinazioni_kind_total_idx" ON "score_combinazioni" USING btree ("kind","puntegio_totale");--> statement-breakpoint
CREATE UNIQUE INDEX "score_criteri_kind_key_idx" ON "score_criteri" USING btree ("kind","key");