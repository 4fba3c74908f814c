import type { Config } from "../../config/config.server.ts";
import type { Db } from "../../db/client.server.ts";
import { type GatewayRegistry, gatewayRegistry } from "./gateway.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox/index.ts";

export type Gateways = { registry: GatewayRegistry | null; sandbox: SandboxGateway | null };

/**
 * The gateways configuration names (PAYMENT_GATEWAY). Only the sandbox ships; a real gateway
 * (ZainCash, Qi Card, FastPay) is an adapter implementing PaymentGateway, added here.
 * `deliver` is how the sandbox posts its callbacks: in-process to the API where it runs, or over HTTP.
 */
export function createGateways(
  config: Config,
  db: Db,
  deliver: (request: Request) => Promise<Response> = (request) => fetch(request),
): Gateways {
  if (config.payments.gateway === "none") return { registry: null, sandbox: null };
  const sandbox = createSandboxGateway({
    db,
    secret: config.secrets.paymentGatewaySecret,
    publicOrigin: config.server.publicOrigin,
    deliver,
  });
  return { registry: gatewayRegistry([sandbox], "sandbox"), sandbox };
}
