/**
 * `orders-review list | approve <reference> | reject <reference> --reason <code> [--note text]`:
 * the identity review from the command line, as the staff API does it (role ekyc_reviewer), audited
 * under the operator's OS user. Approving an eSIM order completes it and issues its code.
 */
import { parseArgs } from "node:util";
import { rejectionReasons } from "../../contracts/orders.ts";
import { DomainError } from "../../domain/errors.ts";
import { listPendingChecks, reviewIdentity } from "../../domain/orders/identity-review.ts";
import { orderPortsOf } from "../order-ports.server.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const USAGE = `orders-review list | approve <ZO-XXXXXX> | reject <ZO-XXXXXX> --reason <${rejectionReasons.join("|")}> [--note text]`;

const isReason = (v: string | undefined): v is (typeof rejectionReasons)[number] =>
  rejectionReasons.some((r) => r === v);

async function run(ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: ctx.args,
    allowPositionals: true,
    options: { reason: { type: "string" }, note: { type: "string" } },
  });
  const [action, reference] = positionals;
  const orders = orderPortsOf(ctx.config, ctx.database.db);
  const base = operatorContext(ctx);
  const service = { ...base, env: { ...base.env, orders } };
  if (action === "list") {
    for (const c of await listPendingChecks({ ctx: service, input: { limit: 100 } })) {
      console.log(
        `${c.reference}  attempt ${c.attempt}  ${c.fullName}  born ${c.dateOfBirth}  card ${c.nationalId}  ${c.submittedAt}`,
      );
    }
    return 0;
  }
  const ref = reference?.toUpperCase();
  if (!ref || !/^ZO-[A-Z2-9]{6}$/.test(ref) || (action !== "approve" && action !== "reject")) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  if (action === "reject" && !isReason(values.reason)) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const decision = isReason(values.reason)
    ? { approve: false as const, reason: values.reason, note: values.note?.trim() || null }
    : { approve: true as const };
  try {
    const outcome = await reviewIdentity({ ctx: service, input: { reference: ref, decision } });
    console.log(`${outcome.reference}: ${outcome.state} (attempt ${outcome.attempt})`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.code === "order_not_found" ? `no order ${ref}` : `${ref}: ${error.code}`);
    return 1;
  }
}

export const ordersReviewCmd: Command = { name: "orders-review", usage: USAGE, run };
