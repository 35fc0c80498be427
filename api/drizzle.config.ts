import { defineConfig } from 'drizzle-kit';

// One file per domain under src/db/schema/; `pnpm -C api db:generate` writes a new migration to drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
