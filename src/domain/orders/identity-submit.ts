/**
 * Files an identity check for an order: claims the three uploaded photos (only the upload token
 * that sent a photo can claim it) under the order, and records the card's details as a new attempt.
 */
import { eq, max } from "drizzle-orm";
import { type IdentityInput, isAdultOn } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { identityChecks } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { filesOwnerOf, type IdentityFilePurpose, portsOf } from "./order-ports.ts";

/** The date of birth must make an adult and a living one (the rule is shared with the pages). */
function checkAge(dateOfBirth: string, now: Date) {
  if (!isAdultOn(dateOfBirth, now)) {
    throw new DomainError("invalid", "date_of_birth_invalid", { field: "identity.dateOfBirth" });
  }
}

export async function fileIdentityCheck(
  tx: Db,
  ctx: ServiceContext,
  orderId: string,
  input: IdentityInput,
  contactVerifiedAt: Date | null,
) {
  const { files } = portsOf(ctx);
  checkAge(input.dateOfBirth, ctx.now);
  const ownerRef = filesOwnerOf(orderId);
  const claim = (photo: IdentityInput["front"], purpose: IdentityFilePurpose) =>
    files.claimUpload(tx, { ...photo, purpose, ownerRef });
  const front = await claim(input.front, "id_front");
  const back = await claim(input.back, "id_back");
  const selfie = await claim(input.selfie, "selfie");
  const [last] = await tx
    .select({ attempt: max(identityChecks.attempt) })
    .from(identityChecks)
    .where(eq(identityChecks.orderId, orderId));
  await tx.insert(identityChecks).values({
    orderId,
    attempt: (last?.attempt ?? 0) + 1,
    fullName: input.fullName,
    dateOfBirth: input.dateOfBirth,
    nationalId: input.nationalId,
    contactVerifiedAt,
    frontKey: front.key,
    backKey: back.key,
    selfieKey: selfie.key,
    createdAt: ctx.now,
  });
}
