import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import type { Operation } from "../contracts/api/operation.ts";

const contractsDir = fileURLToPath(new URL("../contracts/api/", import.meta.url));

/** Every operation defined in src/contracts/api, by its export name. */
async function contractOperations(): Promise<[string, Operation][]> {
  const found: [string, Operation][] = [];
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith(".ts") && f !== "operation.ts")) {
    const module: Record<string, unknown> = await import(`${contractsDir}${file}`);
    for (const [name, value] of Object.entries(module)) {
      if (isOperation(value)) found.push([`${file}:${name}`, value]);
    }
  }
  return found;
}

function isOperation(value: unknown): value is Operation {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "success" in value;
}

type OpenApiOperation = { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { in: string }[] };

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The API's OpenAPI document in demo mode (so the demo-only operations are in it too). */
async function openApi(): Promise<OpenApiDocument> {
  let doc: OpenApiDocument = { paths: {} };
  await withRollback(async (handle) => {
    const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", DEMO_MODE: "1" }) });
    doc = await (await call(api, "/api/v1/openapi.json", { key: null })).json();
  });
  return doc;
}

test("every contract operation is in the OpenAPI document with its inputs, success and error responses", async () => {
  const [operations, doc] = await Promise.all([contractOperations(), openApi()]);
  expect(operations.length).toBeGreaterThan(50);
  for (const [name, op] of operations) {
    const described = doc.paths[`/api/v1${op.path}`]?.[op.method];
    expect(described, `${name}: ${op.method.toUpperCase()} ${op.path}`).toBeDefined();
    if (!described) continue;
    const statuses = Object.keys(described.responses);
    expect(statuses, name).toEqual(expect.arrayContaining([String(op.success.status), ...op.errors.map(String)]));
    expect(Boolean(described.requestBody), `${name} request body`).toBe(Boolean(op.body));
    const pathParams = (described.parameters ?? []).filter((p) => p.in === "path").length;
    expect(pathParams, `${name} path parameters`).toBe(op.path.match(/\{\w+\}/g)?.length ?? 0);
  }
});

test("every operation the API documents under /api/v1 comes from a contract", async () => {
  const [operations, doc] = await Promise.all([contractOperations(), openApi()]);
  const defined = new Set(operations.map(([, op]) => `${op.method} /api/v1${op.path}`));
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method} ${path}`),
  );
  const apiOperations = documented.filter((key) => key.includes(" /api/v1/") && !key.endsWith("/openapi.json"));
  expect(apiOperations.filter((key) => !defined.has(key))).toEqual([]);
});
