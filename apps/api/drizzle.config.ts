import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (drizzle-kit generate) writes SQL migrations to
// drizzle/ from the schema. The same files run on PGlite and on PostgreSQL 15+.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
