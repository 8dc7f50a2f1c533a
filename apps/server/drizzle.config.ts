import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @nakshatra/server` diffs src/db/schema.ts against the snapshots in
// src/db/migrations and writes the next SQL migration there; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  schemaFilter: ['nakshatra'],
});
