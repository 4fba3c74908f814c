import { describe, expect, it } from "vitest";
import { countEvent, counterValue, fastCounter, renderMetrics } from "./metrics.server.ts";

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

  it("writes a fast counter's series at 0 before its first event, then counts", () => {
    const count = fastCounter("test_fast_total", "A fast counter in this test", { status: "200" });
    expect(renderMetrics()).toContain('test_fast_total{status="200"} 0');
    count();
    count();
    expect(counterValue("test_fast_total", { status: "200" })).toBe(2);
  });
});
