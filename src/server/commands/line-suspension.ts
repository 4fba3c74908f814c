/**
 * `line-suspend <msisdn> --reason <code> [--note text]` and `line-lift <msisdn> [--note text]`:
 * an operator suspends or lifts a line as the staff API does, audited under their OS user. A line
 * the operator suspended cannot be resumed by its customer (docs/decisions/035-suspension-ownership.md).
 */
import { parseArgs } from "node:util";
import type { StaffLineView, StaffSuspensionChange } from "../../contracts/api/staff.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import { operatorSuspensionReasons } from "../../contracts/staff.ts";
import { DomainError } from "../../domain/errors.ts";
import { staffSetSuspension } from "../../domain/staff/lines.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const SUSPEND_USAGE = `line-suspend <msisdn> --reason <${operatorSuspensionReasons.join("|")}> [--note text]`;
const LIFT_USAGE = "line-lift <msisdn> [--note text]";

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { note: { type: "string" }, reason: { type: "string" } },
  });
  const [number, ...rest] = positionals;
  // Any way of writing the number will do (0780 123 4567, +964 780 ...), as customers type it.
  const msisdn = number && rest.length === 0 ? normalizeMsisdn(number, ["07"]) : null;
  return { msisdn, note: values.note?.trim() || undefined, reason: values.reason };
}

async function change(ctx: CommandContext, msisdn: string, change: StaffSuspensionChange): Promise<number> {
  try {
    const view = await staffSetSuspension({ ctx: operatorContext(ctx), input: { msisdn, change } });
    console.log(describe(view));
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const why: Record<string, string> = {
      line_not_found: `no line has the number ${msisdn}`,
      line_not_in_service: "the line is terminated: it can be neither suspended nor resumed",
    };
    console.error(why[error.code] ?? error.code);
    return 1;
  }
}

function describe(view: StaffLineView): string {
  const s = view.suspension;
  return s
    ? `${view.line.msisdn}: suspended by ${s.actor ?? s.suspendedBy} (${s.reasonCode}) at ${s.suspendedAt}`
    : `${view.line.msisdn}: ${view.line.status}`;
}

function isReason(value: string | undefined): value is (typeof operatorSuspensionReasons)[number] {
  return operatorSuspensionReasons.some((r) => r === value);
}

export const lineSuspendCmd: Command = {
  name: "line-suspend",
  usage: SUSPEND_USAGE,
  run: async (ctx) => {
    const { msisdn, note, reason } = parse(ctx.args);
    if (!msisdn || !isReason(reason)) {
      console.error(`Usage: ${SUSPEND_USAGE}`);
      return 2;
    }
    return change(ctx, msisdn, { suspended: true, reasonCode: reason, ...(note ? { note } : {}) });
  },
};

export const lineLiftCmd: Command = {
  name: "line-lift",
  usage: LIFT_USAGE,
  run: async (ctx) => {
    const { msisdn, note, reason } = parse(ctx.args);
    // A lift has no reason code; one given is a mistake (meant line-suspend?).
    if (!msisdn || reason !== undefined) {
      console.error(`Usage: ${LIFT_USAGE}`);
      return 2;
    }
    return change(ctx, msisdn, { suspended: false, ...(note ? { note } : {}) });
  },
};
