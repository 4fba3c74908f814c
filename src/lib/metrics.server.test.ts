import { describe, expect, it } from "vitest";
import { countEvent, counterValue, renderMetrics } from "./metrics.server.ts";

describe("metrics counters", () => {
  it("counts per label set and renders the Prometheus text format", () => {
    countEvent("test_caps_hit_total", "Caps hit in this test", { cap: "daily" });
    countEvent("test_caps_hit_total", "Caps hit in this test", { cap: "daily" });
    countEvent("test_caps_hit_total", "Caps hit in this test", { cap: 'pre"fix' }, 3);
    expect(counterValue("test_caps_hit_total", { cap: "daily" })).toBe(2);
    const text = renderMetrics();
    expect(text).toContain("# TYPE test_caps_hit_total counter");
    expect(text).toContain('test_caps_hit_total{cap="daily"} 2');
    expect(text).toContain('test_caps_hit_total{cap="pre_fix"} 3');
  });
});
