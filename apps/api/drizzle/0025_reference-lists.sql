ALTER TABLE "centri_convenzionati" ADD COLUMN "attivo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "indagini_catalogo" ADD COLUMN "attivo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "link_riferimento" ADD COLUMN "attivo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccini" ADD COLUMN "attivo" boolean DEFAULT true NOT NULL;