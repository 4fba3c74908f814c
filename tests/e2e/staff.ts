import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

/** The reviewer's token the test server was started with (playwright.config.ts). */
export const staffToken = () => readFileSync(join(dataDir, "staff-token"), "utf8").trim();

/**
 * Approves the order's identity check as the test reviewer through the staff API: what
 * `orders-review approve` does at the command line, which cannot open the embedded database
 * while the test server holds it.
 */
export async function approveIdentity(request: APIRequestContext, reference: string) {
  const headers = { "X-Staff-Token": staffToken() };
  const queue = await request.get("/api/v1/staff/identity-checks?limit=100", { headers });
  expect(queue.status()).toBe(200);
  const { checks } = (await queue.json()) as { checks: { reference: string }[] };
  expect(checks.map((c) => c.reference)).toContain(reference);
  const approved = await request.post(`/api/v1/staff/orders/${reference}/approve`, { headers });
  expect(approved.status()).toBe(200);
  return (await approved.json()) as { state: string };
}
