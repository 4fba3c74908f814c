import type { Db } from "../../src/db/client.server.ts";
import { accountLines, userLines, users } from "../../src/db/schema/index.ts";
import { createSession } from "../../src/domain/auth/sessions.ts";
import { credit, ensureBalance } from "../../src/domain/lines/money.ts";
import { testConfig } from "../config.ts";
import { makeLine } from "./accounts.ts";
import { fundedCustomer } from "./money.ts";

/** A business account whose owner is signed in, with three prepaid lines holding `balanceIqd` each. */
export async function fundedBusiness(db: Db, balanceIqd: number) {
  const owner = await fundedCustomer(db, balanceIqd, { kind: "business" });
  const others = [];
  for (let i = 0; i < 2; i++) {
    const line = await makeLine(db);
    await db.insert(accountLines).values({ accountId: owner.account.id, lineId: line.id, isPrimary: 0 });
    await ensureBalance(db, line);
    if (balanceIqd > 0) await credit(db, line.id, balanceIqd, { kind: "recharge" });
    others.push(line);
  }
  return { ...owner, lineIds: [owner.lineId, ...others.map((l) => l.id)] };
}

/** A member of the account given `lineIds`, signed in (as an SMS code would sign them in). */
export async function signedInMember(db: Db, accountId: string, lineIds: string[]) {
  const number = await makeLine(db);
  const [member] = await db
    .insert(users)
    .values({ accountId, role: "member", name: "Dara Omar", msisdn: number.msisdn })
    .returning();
  if (!member) throw new Error("member not created");
  await db.insert(userLines).values(lineIds.map((lineId) => ({ userId: member.id, lineId })));
  const { token } = await createSession(db, {
    accountId,
    userId: member.id,
    device: "test",
    pepper: testConfig().secrets.sessionPepper,
    withRefresh: false,
  });
  return { member, token, msisdn: number.msisdn };
}
