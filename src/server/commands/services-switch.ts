/**
 * `services` lists the pause switches; `services pause <service|all> [--note text]` and
 * `services resume <service|all> [--note text]` switch credit transfer, credit advance and
 * automatic recharge off or on at once (fraud, an outage), without a restart, audited under the
 * operator's OS user as the staff API is (docs/decisions/064-kafoo-transfer-and-advance.md).
 */
import { parseArgs } from "node:util";
import type { ServiceState } from "../../contracts/api/kafoo.ts";
import { type SwitchableService, switchableServices } from "../../contracts/kafoo.ts";
import { serviceStates, setServiceSwitch } from "../../domain/kafoo/service-switch.ts";
import type { Command } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const USAGE = `services [pause|resume <${switchableServices.join("|")}|all> [--note text]]`;

const describe = (s: ServiceState) =>
  `${s.service}: ${s.paused ? "PAUSED" : "running"}${s.changedBy ? ` (${s.changedBy}, ${s.changedAt})` : ""}${
    s.note ? ` ${s.note}` : ""
  }`;

function targets(name: string | undefined): SwitchableService[] | null {
  if (name === "all") return [...switchableServices];
  const one = switchableServices.find((s) => s === name);
  return one ? [one] : null;
}

export const servicesCmd: Command = {
  name: "services",
  usage: USAGE,
  run: async (ctx) => {
    const { values, positionals } = parseArgs({
      args: ctx.args,
      allowPositionals: true,
      options: { note: { type: "string" } },
    });
    const [verb, name, ...rest] = positionals;
    if (verb === undefined) {
      for (const s of await serviceStates(ctx.database.db)) console.log(describe(s));
      return 0;
    }
    const chosen = targets(name);
    if ((verb !== "pause" && verb !== "resume") || !chosen || rest.length > 0) {
      console.error(`Usage: ${USAGE}`);
      return 2;
    }
    const note = values.note?.trim() || undefined;
    for (const service of chosen) {
      const state = await setServiceSwitch({
        ctx: operatorContext(ctx),
        input: { service, paused: verb === "pause", ...(note ? { note } : {}) },
      });
      console.log(describe(state));
    }
    return 0;
  },
};
