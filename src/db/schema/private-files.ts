import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Private files (identity documents) kept in file storage under `key`. A file is created unclaimed
 * by an upload (`upload_owner` is the SHA-256 of the upload token, `owner_ref` null) and claimed by
 * the record it belongs to (`owner_ref`, e.g. "kyc:<uuid>"). The retention job deletes file and row
 * once `delete_after` passes; null means "kept until its owner schedules the deletion".
 */
export const privateFiles = pgTable(
  "private_files",
  {
    /** The upload id the client holds (the tus upload's id, or the one the form path gives). */
    id: uuid("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** A FilePurpose (src/contracts/files.ts); text so that a new purpose needs no migration. */
    purpose: text("purpose").notNull(),
    ownerRef: text("owner_ref"),
    uploadOwner: text("upload_owner").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deleteAfter: timestamp("delete_after", { withTimezone: true }),
  },
  (t) => [index("private_files_owner").on(t.ownerRef), index("private_files_retention").on(t.deleteAfter)],
);
