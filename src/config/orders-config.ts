/**
 * Configuration of online orders (docs/decisions/050-order-paths.md): delivery fees and estimates
 * per zone, cash on delivery, deposits, how long an unpaid order waits, the eSIM SM-DP+ address
 * and the courier. Read once at start-up with the rest of the environment.
 */
import { z } from "zod";
import type { Fulfilment } from "../contracts/orders.ts";

/** A delivery zone's fee (IQD) and estimate (working days from approval). */
export type ZoneRule = { feeIqd: number; minDays: number; maxDays: number };

export type OrdersConfig = {
  /** Zone name (as places give it) → rule; `*` applies to zones not listed. */
  zones: Record<string, ZoneRule>;
  /** Fulfilments where cash on delivery is offered (never eSIM), and the largest cash order. */
  cashOnDelivery: { fulfilments: Fulfilment[]; maxIqd: number };
  depositPercent: number;
  paymentMinutes: number;
  esimSmdpAddress: string;
  courier: { name: "sandbox" | "none"; stepMinutes: number };
};

const zoneList = z.string().transform((spec, ctx) => {
  const zones: Record<string, ZoneRule> = {};
  for (const part of spec
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z_*]+):(\d{1,7}):(\d{1,2})-(\d{1,2})$/.exec(part);
    if (!match || Number(match[3]) > Number(match[4])) {
      ctx.addIssue({ code: "custom", message: `bad zone "${part}" (expected zone:fee:minDays-maxDays)` });
      return z.NEVER;
    }
    zones[match[1] as string] = { feeIqd: Number(match[2]), minDays: Number(match[3]), maxDays: Number(match[4]) };
  }
  return zones;
});

/** The environment variables of orders, spread into the main schema (env.server.ts). */
export const ordersEnvShape = {
  ORDERS_DELIVERY_ZONES: zoneList.prefault(
    "baghdad:3000:1-2,central:5000:2-3,north:5000:2-4,south:5000:2-4,kurdistan:5000:2-4,west:6000:3-5,*:6000:3-5",
  ),
  /** Fulfilments offering cash on delivery: "courier,pickup", "courier", or "" for none. */
  ORDERS_CASH_ON_DELIVERY: z
    .string()
    .regex(/^((courier|pickup)(,(courier|pickup))?)?$/, { error: "expected courier, pickup, both or empty" })
    .default("courier,pickup"),
  ORDERS_COD_MAX_IQD: z.coerce.number().int().min(0).max(100_000_000).default(1_500_000),
  ORDERS_DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(20),
  ORDERS_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60)
    .default(45),
  ESIM_SMDP_ADDRESS: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { error: "expected a host name such as smdp.example.com" })
    .optional(),
  /** Unset: the sandbox courier where SANDBOX_GATEWAYS allows it, none otherwise. */
  COURIER: z.enum(["sandbox", "none"]).optional(),
  /** Fractions down to 0.05 (3 s) let a test watch an order delivered. */
  COURIER_SANDBOX_STEP_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(30),
};

type OrdersEnv = z.output<z.ZodObject<typeof ordersEnvShape>>;

export function ordersConfigOf(env: OrdersEnv, sandboxGateways: boolean): OrdersConfig {
  return {
    zones: env.ORDERS_DELIVERY_ZONES,
    cashOnDelivery: {
      fulfilments: env.ORDERS_CASH_ON_DELIVERY.split(",").filter(Boolean) as Fulfilment[],
      maxIqd: env.ORDERS_COD_MAX_IQD,
    },
    depositPercent: env.ORDERS_DEPOSIT_PERCENT,
    paymentMinutes: env.ORDERS_PAYMENT_MINUTES,
    // The sandbox's address is a reserved test name: no real phone can reach it by accident.
    esimSmdpAddress: env.ESIM_SMDP_ADDRESS ?? "smdp.sandbox.invalid",
    courier: {
      name: env.COURIER ?? (sandboxGateways ? "sandbox" : "none"),
      stepMinutes: env.COURIER_SANDBOX_STEP_MINUTES,
    },
  };
}

/** Problems with the orders settings that stop the process (checked with the rest, env.server.ts). */
export function ordersEnvProblems(env: OrdersEnv, sandboxGateways: boolean): string[] {
  const problems: string[] = [];
  if (env.COURIER === "sandbox" && !sandboxGateways) {
    problems.push(
      "COURIER: the sandbox courier fakes deliveries; allow it with SANDBOX_GATEWAYS=1 or set COURIER=none",
    );
  }
  if (!env.ORDERS_DELIVERY_ZONES["*"]) problems.push("ORDERS_DELIVERY_ZONES: needs a default zone `*:fee:min-max`");
  return problems;
}
