/**
 * A SIM's PUK (issue 21): shown to the customer holding the line once they prove it is them again,
 * with the account's password or an SMS code sent to another of their lines.
 */
import { z } from "zod";
import { msisdnInput } from "../auth.ts";
import { codeFlow } from "./auth.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

export const pukCodeSchema = z.object({
  msisdn: msisdnInput.meta({ description: "Another active mobile line of the same account, to send the code to" }),
});

/** Exactly one proof: the password, or the ticket of a checked `puk` code. */
export const pukProofSchema = z.union([
  z.object({ password: z.string().min(1, { error: "validation.password.required" }).max(200) }).strict(),
  z.object({ ticket: z.string().min(10).max(200) }).strict(),
]);

export const pukResult = z
  .object({
    msisdn: z.string().meta({ description: "The line whose SIM this PUK unlocks" }),
    puk: z.string().meta({ description: "8 digits", example: "12345678" }),
  })
  .meta({ id: "SimPuk" });

export type PukResult = z.output<typeof pukResult>;

export const startPukCodeOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/puk/code",
  tags: ["Lines"],
  auth: "session",
  summary: "Send a code to another line of the account, to prove the customer before showing this line's PUK",
  params: lineParams,
  body: { type: "json", schema: pukCodeSchema.meta({ id: "PukCode" }) },
  success: { status: 202, description: "Code flow started (verify it at POST /auth/verify-code)", schema: codeFlow },
  errors: [401, 404, 422, 429],
});

export const revealPukOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/puk",
  tags: ["Lines"],
  auth: "session",
  summary: "The PUK of this line's SIM, with the password or a `puk` code ticket; every reading is recorded",
  description:
    "A wrong password counts against the same lock-out as a password change (429 `password_locked`). " +
    "404 `puk_not_on_record` when the operator's SIM records give no PUK for the line's SIM.",
  params: lineParams,
  body: { type: "json", schema: pukProofSchema.meta({ id: "PukProof" }) },
  success: { status: 200, description: "The PUK", schema: pukResult },
  errors: [401, 404, 422, 429],
});
