/**
 * `postpaid-review list | approve <PC-XXXXXX> | reject <PC-XXXXXX>`: the review of prepaid-to-postpaid
 * requests from the command line, as the staff API does it, audited under the operator's OS user.
 * Approving completes the move at once (docs/decisions/072-plan-changes-and-postpaid-conversion.md).
 */
import { type RejectionReason, rejectionReasons } from "../../contracts/orders.ts";
import { DomainError } from "../../domain/errors.ts";
import {
  type ConversionDecision,
  decideConversion,
  listConversionQueue,
} from "../../domain/plans/conversion-review.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const USAGE = `postpaid-review list | approve <PC-XXXXXX> | reject <PC-XXXXXX> [${rejectionReasons.join("|")}] [note]`;

const isReason = (v: string | undefined): v is RejectionReason => rejectionReasons.some((r) => r === v);

async function run(ctx: CommandContext): Promise<number> {
  const [action, reference, reason, ...note] = ctx.args;
  const service = operatorContext(ctx);
  if (action === "list") {
    for (const r of await listConversionQueue({ ctx: service })) {
      const check = r.check ? `  id ${r.check.fullName} ${r.check.dateOfBirth} ${r.check.nationalId}` : "";
      console.log(
        `${r.reference}  +${r.msisdn}  ${r.holder ?? "-"}  ${r.plan}  limit ${r.creditLimitIqd}  ${r.createdAt}${check}`,
      );
    }
    return 0;
  }
  const ref = reference?.toUpperCase();
  const validReason = reason === undefined || (action === "reject" && isReason(reason));
  if (!ref || !/^PC-[A-Z2-9]{6}$/.test(ref) || (action !== "approve" && action !== "reject") || !validReason) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const input: ConversionDecision = {
    reference: ref,
    decision: action,
    reason: isReason(reason) ? reason : undefined,
    note: note.join(" ") || null,
  };
  try {
    const outcome = await decideConversion({ ctx: service, input });
    console.log(`${outcome.reference}: ${outcome.state}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`${ref}: ${error.code}`);
    return 1;
  }
}

export const postpaidReviewCmd: Command = { name: "postpaid-review", usage: USAGE, run };
