/**
 * Files an identity check for an order or a postpaid request: claims the three uploaded photos
 * (only the upload token that sent a photo can claim it) under its owner, and records the card's
 * details as a new attempt.
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

/** What an identity check is for: an order, or a prepaid line's request to move to postpaid. */
export type IdentitySubject = { orderId: string } | { conversionId: string };

/**
 * Claims the three photos under `ownerRef` (only the upload token that sent a photo can claim it)
 * and records the card's details as the subject's next attempt, pending review.
 */
export async function recordIdentityCheck(
  tx: Db,
  ctx: ServiceContext,
  a: { subject: IdentitySubject; ownerRef: string; input: IdentityInput; contactVerifiedAt: Date | null },
) {
  const { files } = portsOf(ctx);
  const { input, ownerRef, subject } = a;
  checkAge(input.dateOfBirth, ctx.now);
  const claim = (photo: IdentityInput["front"], purpose: IdentityFilePurpose) =>
    files.claimUpload(tx, { ...photo, purpose, ownerRef });
  const front = await claim(input.front, "id_front");
  const back = await claim(input.back, "id_back");
  const selfie = await claim(input.selfie, "selfie");
  const same =
    "orderId" in subject
      ? eq(identityChecks.orderId, subject.orderId)
      : eq(identityChecks.conversionId, subject.conversionId);
  const [last] = await tx
    .select({ attempt: max(identityChecks.attempt) })
    .from(identityChecks)
    .where(same);
  await tx.insert(identityChecks).values({
    ...subject,
    attempt: (last?.attempt ?? 0) + 1,
    fullName: input.fullName,
    dateOfBirth: input.dateOfBirth,
    nationalId: input.nationalId,
    contactVerifiedAt: a.contactVerifiedAt,
    frontKey: front.key,
    backKey: back.key,
    selfieKey: selfie.key,
    createdAt: ctx.now,
  });
}

export const fileIdentityCheck = (
  tx: Db,
  ctx: ServiceContext,
  orderId: string,
  input: IdentityInput,
  contactVerifiedAt: Date | null,
) => recordIdentityCheck(tx, ctx, { subject: { orderId }, ownerRef: filesOwnerOf(orderId), input, contactVerifiedAt });
