CREATE TABLE "versione_cache_accessi" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Added by hand after the generated statement (drizzle-kit does not write triggers): the one row,
-- and statement-level triggers that raise its version on any write to what the access cache holds
-- (docs/decisions/0509-access-cache.md), whichever code or person writes.
INSERT INTO "versione_cache_accessi" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "cartella_bump_access_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "versione_cache_accessi" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "permessi_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permessi" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "ruoli_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ruoli" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "ruoli_permessi_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ruoli_permessi" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "licenze_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licenze" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "licenze_ruoli_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licenze_ruoli" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "menu_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "sottomenu_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sottomenu" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "utenti_ruoli_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "utenti_ruoli" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();--> statement-breakpoint
CREATE TRIGGER "sottoscrizioni_access_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sottoscrizioni" FOR EACH STATEMENT EXECUTE FUNCTION "cartella_bump_access_cache_version"();
