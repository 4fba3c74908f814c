import { eq } from "drizzle-orm";
import { accounts } from "../../db/schema/index.ts";
import { type Actor, ownerOf, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

/** The signed-in owner of a business account: only they see and manage the company's lines and users. */
export async function businessOwner(ctx: ServiceContext): Promise<Actor> {
  const owner = ownerOf(ctx);
  const [account] = await ctx.db.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, owner.accountId));
  if (account?.kind !== "business") throw new DomainError("forbidden", "business_only");
  return owner;
}
