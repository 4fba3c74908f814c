/**
 * The one-off reward tasks whose condition lies in the profile: an email given, and the birthday
 * month (once a year, in business time). Recharges, payments and bundles complete theirs in earn.ts.
 */
import { and, isNotNull, sql } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts } from "../../db/schema/index.ts";
import { completeTask } from "./earn.ts";

type ProfileFacts = { id: string; email: string | null; birthDate: string | null };

/** Whether `birthDate` (YYYY-MM-DD) falls in the month of `now` in business time. */
export const isBirthdayMonth = (birthDate: string, now: Date) =>
  birthDate.slice(5, 7) === baghdadToday(now).slice(5, 7);

/** Completes what the profile now satisfies; each task earns once (the birthday once per year). */
export async function profileTasks(tx: Db, account: ProfileFacts, now: Date): Promise<void> {
  if (account.email) await completeTask(tx, account.id, "profile_email", now);
  if (account.birthDate && isBirthdayMonth(account.birthDate, now)) {
    await completeTask(tx, account.id, "birthday_month", now, baghdadToday(now).slice(0, 4));
  }
}

/** The daily round of birthday bonuses: accounts whose birth month is this month. Returns how many earned. */
export async function birthdayBonuses(db: Db, now: Date): Promise<number> {
  const month = baghdadToday(now).slice(5, 7);
  const due = await db
    .select({ id: accounts.id, birthDate: accounts.birthDate })
    .from(accounts)
    .where(and(isNotNull(accounts.birthDate), sql`to_char(${accounts.birthDate}, 'MM') = ${month}`));
  let earned = 0;
  for (const account of due) {
    const year = baghdadToday(now).slice(0, 4);
    const done = await db.transaction((tx) => completeTask(tx, account.id, "birthday_month", now, year));
    if (done) earned += 1;
  }
  return earned;
}
