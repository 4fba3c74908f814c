import { eq, sql } from "drizzle-orm";
import { accountLines, accounts, credentials, lines, users } from "../db/schema/index.ts";
import { hashPassword } from "../domain/auth/argon2.ts";
import { demoGovernorate } from "./demo-targeting.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** Documented in the README; demo mode only. */
export const DEMO_PASSWORD = "Demo-Pass-2026";

const demoAccounts = [
  { name: "Layla Hassan", kind: "person", language: "ar", lines: [{ msisdn: "9647800000001", billing: "prepaid" }] },
  { name: "Karwan Aziz", kind: "person", language: "ku", lines: [{ msisdn: "9647800000002", billing: "postpaid" }] },
  {
    name: "Tigris Field Services",
    kind: "business",
    language: "en",
    lines: [
      { msisdn: "9647800000003", billing: "postpaid" },
      { msisdn: "9647800000004", billing: "postpaid" },
      { msisdn: "9647800000005", billing: "postpaid" },
    ],
  },
] as const;

/**
 * When the demo lines came into service: lines come from the operator's systems, in use long
 * before anyone opens a web account (rules such as a free voucher's minimum line age read it).
 */
const IN_SERVICE_SINCE = new Date("2024-06-01T00:00:00+03:00");

/** Ordinary lines without web accounts, so sign-up and paying for someone else work at once. */
function ordinaryLines() {
  const rows: { msisdn: string; billing: "prepaid" | "postpaid"; kind: "mobile" | "broadband"; createdAt: Date }[] = [];
  const createdAt = IN_SERVICE_SINCE;
  for (let i = 0; i < 1000; i++)
    rows.push({ msisdn: `9647801${String(i).padStart(6, "0")}`, billing: "prepaid", kind: "mobile", createdAt });
  for (let i = 0; i < 2000; i++) {
    rows.push({
      msisdn: `9647901${String(i).padStart(6, "0")}`,
      billing: i % 4 === 0 ? "postpaid" : "prepaid",
      kind: i % 10 === 9 ? "broadband" : "mobile",
      createdAt,
    });
  }
  return rows.map((r) => ({ ...r, governorate: demoGovernorate(r.msisdn) }));
}

export const demoLinesStep: SeedStep = {
  name: "demo-lines",
  demoOnly: true,
  content: () => ({ version: 2, count: 3000, since: IN_SERVICE_SINCE.toISOString() }),
  run: async ({ db }) => {
    const rows = ordinaryLines();
    for (let i = 0; i < rows.length; i += 500) {
      // A demo seeded before lines had a governorate gets theirs; nothing else changes.
      await db
        .insert(lines)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({ target: lines.msisdn, set: { governorate: sql`excluded.governorate` } });
    }
    return { lines: rows.length };
  },
};

export const demoCustomersStep: SeedStep = {
  name: "demo-customers",
  demoOnly: true,
  content: () => ({ demoAccounts, governorates: 1 }),
  run: async ({ db }) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of demoAccounts) {
      const [first] = demo.lines;
      if (!first) continue;
      await db
        .insert(lines)
        .values(
          demo.lines.map((l) => ({
            msisdn: l.msisdn,
            billing: l.billing,
            kind: "mobile" as const,
            createdAt: IN_SERVICE_SINCE,
            governorate: demoGovernorate(l.msisdn),
          })),
        )
        .onConflictDoUpdate({ target: lines.msisdn, set: { governorate: sql`excluded.governorate` } });
      const [held] = await db
        .select({ accountId: accountLines.accountId })
        .from(accountLines)
        .innerJoin(lines, eq(lines.id, accountLines.lineId))
        .where(eq(lines.msisdn, first.msisdn));
      if (held) continue;
      const [account] = await db
        .insert(accounts)
        .values({ name: demo.name, kind: demo.kind, language: demo.language })
        .returning({ id: accounts.id });
      if (!account) continue;
      await db.insert(credentials).values({ accountId: account.id, passwordHash });
      await db.insert(users).values({ accountId: account.id, role: "owner", name: demo.name });
      const ids = await db
        .select({ id: lines.id, msisdn: lines.msisdn })
        .from(lines)
        .where(sql`${lines.msisdn} in ${demo.lines.map((l) => l.msisdn)}`);
      await db
        .insert(accountLines)
        .values(
          ids.map((l) => ({ accountId: account.id, lineId: l.id, isPrimary: l.msisdn === first.msisdn ? 1 : 0 })),
        );
    }
    return { accounts: demoAccounts.length };
  },
};
