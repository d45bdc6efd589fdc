import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from server/db/schema.ts; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
