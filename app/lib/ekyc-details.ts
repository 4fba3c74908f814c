/**
 * The details step's form (ekyc/step-3 and the redo page): the identity fields of the order's
 * shared schema, with the API's age rule (isAdultOn, shared with the API) checked here so that
 * the page says it before the order is placed. Used on the server; its messages are the API's.
 */
import { z } from "zod";
import { identityInputSchema, isAdultOn } from "../../src/contracts/orders.ts";

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
