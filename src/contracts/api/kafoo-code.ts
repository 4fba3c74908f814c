/**
 * The SMS code that confirms a large credit transfer (docs/decisions/064): apart from the other
 * Kafoo operations because it shares the sign-in flows' schemas, which pages that only show
 * Kafoo (the dashboard) need not carry.
 */
import { codeFlow } from "./auth.ts";
import { lineParams } from "./lines.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Kafoo"] as const;

export const startTransferCodeOp = defineOperation({
  method: "post",
  path: "/lines/{lineId}/transfers/code",
  tags,
  auth: "session",
  summary: "Send the SMS code that confirms a large transfer to the sending line",
  description:
    "Then POST /auth/verify-code with the flow id and the code gives a `transfer` ticket, which the transfer takes.",
  params: lineParams,
  success: { status: 202, description: "Code sent", schema: codeFlow },
  errors: [401, 404, 409, 429, 503],
});
