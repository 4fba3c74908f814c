import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Topic } from "../../src/contracts/api/articles.ts";
import { createSuggester } from "./suggester.ts";

const topic = (title: string): Topic => ({ kind: "offer", path: "/prepaid/data-only-offers", title });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answer: (query: string, signal: AbortSignal) => Promise<Topic[]>) {
  const asked: string[] = [];
  const signals: AbortSignal[] = [];
  const results: [string, string[]][] = [];
  const suggester = createSuggester({
    fetch: (query, signal) => {
      asked.push(query);
      signals.push(signal);
      return answer(query, signal);
    },
    onResults: (query, list) => results.push([query, list.map((t) => t.title)]),
  });
  return { suggester, asked, signals, results };
}

test("asks once typing pauses for 200 ms, with the last text typed", async () => {
  const { suggester, asked, results } = setup(async (q) => [topic(`${q}!`)]);
  suggester.input("Po");
  await vi.advanceTimersByTimeAsync(100);
  suggester.input("Pow");
  await vi.advanceTimersByTimeAsync(199);
  expect(asked).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(asked).toEqual(["Pow"]);
  expect(results).toEqual([["Pow", ["Pow!"]]]);
});

test("never asks for fewer than two characters, and closes the list instead", async () => {
  const { suggester, asked, results } = setup(async () => [topic("x")]);
  suggester.input(" P ");
  suggester.input("");
  await vi.advanceTimersByTimeAsync(1000);
  expect(asked).toEqual([]);
  expect(results).toEqual([
    ["P", []],
    ["", []],
  ]);
});

test("a newer keystroke aborts the request under way; its late answer is dropped", async () => {
  let release: (list: Topic[]) => void = () => {};
  const { suggester, signals, results } = setup((q) =>
    q === "Pow" ? new Promise<Topic[]>((resolve) => (release = resolve)) : Promise.resolve([topic("Power 40")]),
  );
  suggester.input("Pow");
  await vi.advanceTimersByTimeAsync(200);
  suggester.input("Power");
  expect(signals[0]?.aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(200);
  release([topic("stale")]);
  await vi.runAllTimersAsync();
  expect(results).toEqual([["Power", ["Power 40"]]]);
});

test("a failed request leaves no suggestions, and stop() cancels what is pending", async () => {
  const { suggester, asked, results } = setup(() => Promise.reject(new Error("offline")));
  suggester.input("roaming");
  await vi.advanceTimersByTimeAsync(200);
  expect(results).toEqual([["roaming", []]]);
  suggester.input("roaming turkey");
  suggester.stop();
  await vi.advanceTimersByTimeAsync(1000);
  expect(asked).toEqual(["roaming"]);
});
