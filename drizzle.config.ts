import { defineConfig } from 'drizzle-kit';

// Migrations are generated from services/db/schema with `npx drizzle-kit generate`, committed, and never
// edited after they land; the services apply them at start (services/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/db/schema/index.ts',
  out: './services/db/migrations',
  strict: true,
  verbose: true,
});
