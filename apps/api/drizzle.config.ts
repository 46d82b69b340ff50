import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts, committed under drizzle/ and applied on start
// by src/db/migrate.ts for both PGlite and PostgreSQL (docs/decisions/0502-database-drivers.md).
export default defineConfig({
  dialect: 'postgresql',
  // One file per area under src/db/schemas/ keeps parallel feature work apart.
  schema: ['./src/db/schema.ts', './src/db/schemas/*.ts'],
  out: './drizzle',
});
