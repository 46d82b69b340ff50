CREATE TABLE "passkey" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" text NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accessi_in_attesa" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"id_tentativo" integer,
	"tentativi" integer DEFAULT 0 NOT NULL,
	"dispositivo" text NOT NULL,
	"audit_ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codici_recupero" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_utente" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "totp_utente" (
	"id_utente" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
CREATE TABLE "webauthn_sfide" (
	"challenge" text PRIMARY KEY NOT NULL,
	"scopo" text NOT NULL,
	"id_utente" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessioni" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passkey" ADD CONSTRAINT "passkey_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessi_in_attesa" ADD CONSTRAINT "accessi_in_attesa_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codici_recupero" ADD CONSTRAINT "codici_recupero_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_utente" ADD CONSTRAINT "totp_utente_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_sfide" ADD CONSTRAINT "webauthn_sfide_id_utente_utenti_id_utente_fk" FOREIGN KEY ("id_utente") REFERENCES "public"."utenti"("id_utente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkey_credential_idx" ON "passkey" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkey_utente_idx" ON "passkey" USING btree ("id_utente");--> statement-breakpoint
CREATE INDEX "codici_recupero_utente_idx" ON "codici_recupero" USING btree ("id_utente");