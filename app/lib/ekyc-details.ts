/**
 * The details step's form (ekyc/step-3 and the redo page): the identity fields of the order's
 * shared schema, with the API's age rule (src/domain/orders/identity-submit.ts) mirrored so that
 * the page says it before the order is placed. Used on the server; its messages are the API's.
 */
import { z } from "zod";
import { identityInputSchema } from "../../src/contracts/orders.ts";

const ADULT_YEARS = 18;
const OLDEST_YEARS = 120;

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is an adult today and plausibly alive. */
export function isAdultOn(dateOfBirth: string, now: Date): boolean {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(born.getTime())) return false;
  const adult = new Date(born);
  adult.setUTCFullYear(adult.getUTCFullYear() + ADULT_YEARS);
  return adult <= now && born.getUTCFullYear() >= now.getUTCFullYear() - OLDEST_YEARS;
}

export const identityDetailsSchema = z.object({
  fullName: identityInputSchema.shape.fullName,
  dateOfBirth: identityInputSchema.shape.dateOfBirth.refine((value) => isAdultOn(value, new Date()), {
    error: "errors.date_of_birth_invalid",
  }),
  nationalId: identityInputSchema.shape.nationalId,
});
export type IdentityDetails = z.output<typeof identityDetailsSchema>;

/** The details fields in the order the form shows them (and an error summary lists them). */
export const DETAIL_FIELDS = ["fullName", "dateOfBirth", "nationalId"] as const;
