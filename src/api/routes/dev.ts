import { readSmsOutboxOp } from "../../contracts/api/dev.ts";
import { demoOutbox } from "../../domain/sms/outbox.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Demo mode only (DESIGN.md "Modes"): read the SMS a number was sent, so the demo works without a phone. */
export function devRoutes() {
  const r = newRouter();
  implement(r, readSmsOutboxOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "no-store");
    return demoOutbox({ ctx, input: { msisdn: query.msisdn } });
  });
  return r;
}
