/**
 * Fuzzes every operation in the API's OpenAPI document (issue 14): per operation, at least
 * FUZZ_CASES requests built from its schema, hostile or not, anonymous or signed in. Every answer
 * must be below 500, and every 4xx must be the one error shape. A 429 passes. Each case runs in a
 * savepoint rolled back after it (isolated-cases.ts). See docs/decisions/037-fuzzing-suite.md.
 */
import { afterAll, expect, test } from "vitest";
import { errorSchema } from "../../src/contracts/api/errors.ts";
import { API_KEY, call, testApi } from "../api.ts";
import { testConfig } from "../config.ts";
import { testDatabase, withRollback } from "../database.ts";
import { TEST_PASSWORD } from "../factories/accounts.ts";
import { fundedCustomer } from "../factories/money.ts";
import { apiCases, describeCase, toRequest } from "./api-requests.ts";
import {
  distinctProblems,
  FUZZ_BUDGET_MS,
  FUZZ_CASES,
  reportSummary,
  runCases,
  type Tally,
  type Verdict,
} from "./fuzz-run.ts";
import { isolatedCases } from "./isolated-cases.ts";
import { discoverKnownValues, valuesForParameters } from "./known-values.ts";
import { documentedOperations, type OpenApiDocument } from "./openapi-operations.ts";

// Demo mode, so the demo-only operations are documented and fuzzed too.
const config = testConfig({ PAYMENT_GATEWAY: "sandbox", DEMO_MODE: "1" });
const document: OpenApiDocument = await (async () => {
  const api = testApi(await testDatabase(), { config });
  return (await call(api, "/api/v1/openapi.json", { key: null })).json();
})();
const operations = documentedOperations(document);
const tallies = new Map<string, Tally>();

afterAll(() => reportSummary("api", "api", [...tallies.values()]));

async function verdictOf(response: Response): Promise<Verdict> {
  const status = response.status;
  const text = await response.text();
  if (status >= 500) return { status, problem: `${status}: ${text.slice(0, 300)}` };
  if (status < 400 || status === 429) return { status };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status, problem: `${status} with a body that is not JSON: ${text.slice(0, 200)}` };
  }
  const shape = errorSchema.safeParse(parsed);
  return shape.success ? { status } : { status, problem: `${status} not in the error shape: ${text.slice(0, 200)}` };
}

test("the document lists the operations the suite fuzzes", () => {
  expect(operations.length).toBeGreaterThan(50);
  expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
});

test.for(operations.map((op) => [op.id, op] as const))(
  "fuzzing %s gives no 5xx and only well-shaped errors",
  { timeout: FUZZ_BUDGET_MS + 30_000 },
  ([id, op]) =>
    withRollback(async (handle, db) => {
      const customer = await fundedCustomer(db, 1_000_000);
      const cases = isolatedCases(handle);
      const api = testApi(cases.handle, { config });
      const auth = { "X-API-Key": API_KEY, Authorization: `Bearer ${customer.token}` };
      const found = await discoverKnownValues(operations, async (path) =>
        (await api.fetch(new Request(`http://localhost${path}`, { headers: auth }))).json(),
      );
      const known = valuesForParameters(found, {
        lineId: [customer.lineId],
        msisdn: [customer.msisdn, customer.national],
        password: [TEST_PASSWORD],
        currentPassword: [TEST_PASSWORD],
        locale: ["en", "ar", "ku", "ckb"],
        provider: ["sandbox"],
        offering: found.slug ?? [],
      });
      const credentials = { apiKey: API_KEY, bearer: customer.token, ingestKey: config.secrets.usageIngestKey };
      const tally = await runCases(
        id,
        apiCases(document, op, known, credentials),
        (c) => cases.run(async () => verdictOf(await api.fetch(toRequest(op, c)))),
        (c) => describeCase(op, c),
      );
      tallies.set(id, tally);
      expect(distinctProblems(tally), `${tally.problems.length} problems`).toEqual([]);
      expect(tally.cases, `only ${tally.cases} cases in ${FUZZ_BUDGET_MS} ms`).toBe(FUZZ_CASES);
    }),
);

test("no documented operation was left unfuzzed", () => {
  const missed = operations.filter((op) => (tallies.get(op.id)?.cases ?? 0) < FUZZ_CASES).map((op) => op.id);
  expect(missed).toEqual([]);
});
