import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BusinessUser } from "../../contracts/api/business.ts";
import { accounts, userLines, users } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { findLineHolder, findMember, parseMsisdn } from "../auth/lines.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { accountLinesOf, ownedLine } from "../lines/line-access.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { businessOwner } from "./access.ts";

/** The people who sign in to the company's account: its owner first, then the members by name. */
export async function listBusinessUsers({ ctx }: ServiceCall): Promise<BusinessUser[]> {
  const owner = await businessOwner(ctx);
  const people = await ctx.db
    .select()
    .from(users)
    .where(eq(users.accountId, owner.accountId))
    .orderBy(sql`${users.role} <> 'owner'`, asc(users.name));
  const given = people.length
    ? await ctx.db
        .select()
        .from(userLines)
        .where(
          inArray(
            userLines.userId,
            people.map((p) => p.id),
          ),
        )
    : [];
  const all = (await accountLinesOf(ctx.db, owner)).map((l) => l.id);
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    role: p.role,
    msisdn: p.msisdn,
    lineIds:
      p.role === "owner" ? all : given.filter((g) => g.userId === p.id && all.includes(g.lineId)).map((g) => g.lineId),
    createdAt: p.createdAt.toISOString(),
  }));
}

/**
 * Adds a member who sees and uses only the lines given to them. Their number must be an active
 * Zain line that signs in to no other account (a company line is fine); an SMS tells them how to
 * sign in, with a code to that number, since members have no password.
 */
export async function inviteMember({
  ctx,
  input,
}: ServiceCall<{ name: string; msisdn: string; lineIds: string[] }>): Promise<BusinessUser> {
  const owner = await businessOwner(ctx);
  const msisdn = parseMsisdn(input.msisdn, ctx.env.config.auth.mobilePrefixes);
  const lineIds = [...new Set(input.lineIds)];
  for (const lineId of lineIds) await ownedLine(ctx.db, owner, lineId);
  return ctx.db.transaction(async (tx) => {
    const holder = await findLineHolder(tx, msisdn);
    if (holder?.status !== "active") throw new DomainError("invalid", "member_number_not_active", { field: "msisdn" });
    if ((holder.accountId && holder.accountId !== owner.accountId) || (await findMember(tx, msisdn)))
      throw new DomainError("conflict", "member_number_taken", { field: "msisdn" });
    const [member] = await tx
      .insert(users)
      .values({ accountId: owner.accountId, role: "member", name: input.name, msisdn, createdAt: ctx.now })
      .returning();
    if (!member) throw new Error("member not created");
    await tx.insert(userLines).values(lineIds.map((lineId) => ({ userId: member.id, lineId })));
    const [company] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, owner.accountId));
    const { brand } = ctx.env.config;
    const body = translate(ctx.locale, "sms.business.memberAdded", {
      brand: brand.names[ctx.locale],
      company: company?.name ?? "",
    });
    await enqueueSms(tx, msisdn, body);
    return {
      id: member.id,
      name: member.name,
      role: member.role,
      msisdn,
      lineIds,
      createdAt: member.createdAt.toISOString(),
    };
  });
}

/**
 * Removes a member of the company. Their sessions and lines go with them (foreign keys cascade),
 * so they are signed out at their next request. The owner cannot be removed.
 */
export async function removeMember({ ctx, input }: ServiceCall<{ userId: string }>): Promise<void> {
  const owner = await businessOwner(ctx);
  const removed = await ctx.db
    .delete(users)
    .where(and(eq(users.id, input.userId), eq(users.accountId, owner.accountId), eq(users.role, "member")))
    .returning({ id: users.id });
  if (removed.length === 0) throw new DomainError("not_found", "member_not_found");
}
