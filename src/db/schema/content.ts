import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { layoutNames } from "../../contracts/layouts.ts";
import type { Block } from "../../contracts/page-content.ts";
import type { Messages } from "../../i18n/catalogue.ts";

/** The message catalogue per language, served at /api/v1/translations/{locale}. */
export const translations = pgTable("translations", {
  locale: text("locale").primaryKey(),
  messages: jsonb("messages").$type<Messages>().notNull(),
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Marketing and corporate pages, rendered by slug; the layout is chosen by the record. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    layout: text("layout", { enum: layoutNames }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pages_layout_known", sql.raw(`${t.layout.name} in (${layoutNames.map((l) => `'${l}'`).join(", ")})`))],
);

export const pageTranslations = pgTable(
  "page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    blocks: jsonb("blocks").$type<Block[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

/**
 * One row, bumped by triggers (migration 0013) whenever anything a public page shows changes:
 * pages, the catalogue, campaigns, handsets, articles or messages. Caches of rendered pages compare
 * against it, so an editor's change made by any process, or straight in SQL, reaches them.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);
