import { afterEach, vi } from "vitest";

// A test that writes to console.error fails (CONVENTIONS.md): errors must be expected and asserted.
const spy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = spy.mock.calls;
  if (calls.length > 0) {
    const first = calls.map((args) => args.map(String).join(" ")).join("\n");
    spy.mockClear();
    throw new Error(`console.error was called:\n${first}`);
  }
});
