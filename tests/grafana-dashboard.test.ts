import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import "../src/api/metrics-scrape.ts";
import "../src/jobs/job-metrics.server.ts";
import "../src/lib/http-metrics.server.ts";
import "../src/db/query-metrics.server.ts";
import { registry } from "../src/lib/prometheus.server.ts";

const dashboard = JSON.parse(readFileSync("deploy/grafana/zain-dashboard.json", "utf8")) as {
  __inputs: { name: string }[];
  panels: { type: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
};

/** Counters made on their first event (`countEvent`, `fastCounter`) are found by their name in the source. */
function namesInSource(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/"([a-z_]+_total)"/g)].map((m) => m[1] ?? ""),
    );
}

test("the Grafana dashboard asks its data source as an input and queries only metrics the code exposes", async () => {
  expect(dashboard.__inputs.map((input) => input.name)).toEqual(["DS_PROMETHEUS"]);
  const queried = dashboard.panels.filter((panel) => panel.type !== "row");
  expect(queried.length).toBeGreaterThan(10);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's placeholder for the chosen data source
  for (const panel of queried) expect(panel.datasource?.uid).toBe("${DS_PROMETHEUS}");

  const registered = (await registry.getMetricsAsJSON()).map((metric) => metric.name);
  const known = new Set([...registered, ...namesInSource("src")]);
  const used = queried.flatMap((panel) =>
    (panel.targets ?? []).flatMap((target) =>
      [...target.expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map((m) => m[1] ?? ""),
    ),
  );
  expect(used.length).toBeGreaterThan(20);
  for (const name of new Set(used)) {
    const base = name.replace(/_(bucket|count|sum)$/, "");
    expect(known.has(name) || known.has(base), `${name} is not exposed by /metrics`).toBe(true);
  }
});
