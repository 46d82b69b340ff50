CREATE TABLE "medici_associati_tags" (
	"id_cpp" integer NOT NULL,
	"id_tag" integer NOT NULL,
	CONSTRAINT "medici_associati_tags_id_cpp_id_tag_pk" PRIMARY KEY("id_cpp","id_tag")
);
--> statement-breakpoint
CREATE TABLE "careprovider_tags" (
	"id_careprovider" integer NOT NULL,
	"id_tag" integer NOT NULL,
	CONSTRAINT "careprovider_tags_id_careprovider_id_tag_pk" PRIMARY KEY("id_careprovider","id_tag")
);
--> statement-breakpoint
CREATE TABLE "tag_medical_specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "tag_medical_specialties_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "careproviders_pazienti" (
	"id_careprovider" integer PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"contatto_telefono" text
);
--> statement-breakpoint
CREATE TABLE "mail_inviate" (
	"id_mail" serial PRIMARY KEY NOT NULL,
	"id_paziente" integer NOT NULL,
	"id_careprovider" integer,
	"destinatario_nome" text NOT NULL,
	"destinatario_email" text NOT NULL,
	"oggetto" text NOT NULL,
	"inviata_il" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medici_associati_tags" ADD CONSTRAINT "medici_associati_tags_id_cpp_medici_associati_id_cpp_fk" FOREIGN KEY ("id_cpp") REFERENCES "public"."medici_associati"("id_cpp") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medici_associati_tags" ADD CONSTRAINT "medici_associati_tags_id_tag_tag_medical_specialties_id_fk" FOREIGN KEY ("id_tag") REFERENCES "public"."tag_medical_specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careprovider_tags" ADD CONSTRAINT "careprovider_tags_id_careprovider_careproviders_id_careprovider_fk" FOREIGN KEY ("id_careprovider") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careprovider_tags" ADD CONSTRAINT "careprovider_tags_id_tag_tag_medical_specialties_id_fk" FOREIGN KEY ("id_tag") REFERENCES "public"."tag_medical_specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD CONSTRAINT "careproviders_pazienti_id_careprovider_careproviders_id_careprovider_fk" FOREIGN KEY ("id_careprovider") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careproviders_pazienti" ADD CONSTRAINT "careproviders_pazienti_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_inviate" ADD CONSTRAINT "mail_inviate_id_paziente_pazienti_id_paziente_fk" FOREIGN KEY ("id_paziente") REFERENCES "public"."pazienti"("id_paziente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_inviate" ADD CONSTRAINT "mail_inviate_id_careprovider_careproviders_id_careprovider_fk" FOREIGN KEY ("id_careprovider") REFERENCES "public"."careproviders"("id_careprovider") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careproviders_pazienti_paziente_idx" ON "careproviders_pazienti" USING btree ("id_paziente");--> statement-breakpoint
CREATE INDEX "mail_inviate_paziente_idx" ON "mail_inviate" USING btree ("id_paziente","inviata_il");