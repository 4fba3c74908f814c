import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { accountLines, accounts, credentials, lines, users } from "../../src/db/schema/index.ts";
import { hashPassword } from "../../src/domain/auth/argon2.ts";
import { readOutbox } from "../../src/domain/sms/outbox.ts";

// The PostgreSQL tests commit lines to one database shared by every file and worker of a run, and
// this module starts afresh in each file: a counter keyed by the process id repeated numbers (two
// files in one worker, or pids 1413 and 413). So each file starts at a random point of 96478
// 50000000-98999999, above the fixed numbers of the seed and the tests (9647800…-9647830…).
let next = randomInt(50_000_000, 98_000_000);
/** A fresh number in a range no seed uses, so tests never collide with demo data or each other. */
export function uniqueMsisdn(): string {
  next += 1;
  return `96478${String(next).padStart(8, "0")}`;
}

export async function makeLine(db: Db, overrides: Partial<typeof lines.$inferInsert> = {}) {
  const [line] = await db
    .insert(lines)
    .values({ msisdn: uniqueMsisdn(), billing: "prepaid", kind: "mobile", ...overrides })
    .returning();
  if (!line) throw new Error("line not created");
  return line;
}

export const TEST_PASSWORD = "olive tree by the river";

/** A customer with one line and a password (a person's account, or a business's). */
export async function makeCustomer(
  db: Db,
  options: { password?: string; name?: string; kind?: "person" | "business" } = {},
) {
  const line = await makeLine(db);
  const [account] = await db
    .insert(accounts)
    .values({ name: options.name ?? "Noor Ali", language: "ar", kind: options.kind ?? "person" })
    .returning();
  if (!account) throw new Error("account not created");
  // The owner keeps the account's id, as the migration gave existing owners, so that `actorFor`
  // (tests/context.ts) names the same user as the sessions made here.
  await db.insert(users).values({ id: account.id, accountId: account.id, role: "owner", name: account.name });
  await db.insert(accountLines).values({ accountId: account.id, lineId: line.id, isPrimary: 1 });
  await db
    .insert(credentials)
    .values({ accountId: account.id, passwordHash: await hashPassword(options.password ?? TEST_PASSWORD) });
  return { account, line, msisdn: line.msisdn, national: `0${line.msisdn.slice(3)}` };
}

/** The code in the newest SMS to a number. */
export async function lastCode(db: Db, msisdn: string): Promise<string | undefined> {
  const [message] = await readOutbox(db, msisdn, 1);
  return /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
}

export async function lineStatus(db: Db, msisdn: string) {
  const [row] = await db.select({ status: lines.status }).from(lines).where(eq(lines.msisdn, msisdn));
  return row?.status;
}
