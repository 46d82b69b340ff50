ALTER TABLE "interazioni_entita" ADD COLUMN "nome_it" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interazioni_entita" ADD COLUMN "nome_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Added by hand after the generated statements: the thesaurus records and entities are emptied so
-- the seed (src/db/seeds/therapies.ts, which reloads the thesaurus when "interazioni" is empty)
-- writes them again with the Italian and English names and the corrected records (issue 26). They
-- are reference data: no patient row refers to them.
DELETE FROM "interazioni";--> statement-breakpoint
DELETE FROM "interazioni_entita";
