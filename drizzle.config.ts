import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the app applies them at start-up
// on both PGlite and PostgreSQL (docs/decisions/003-database.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
  strict: true,
  verbose: true,
});
