/**
 * The string values of a JSON file with their place in the raw text, so that a fix can rewrite a
 * value without touching the file's layout, key order or other values (merges stay small).
 */

export type JsonString = {
  /** Keys and indexes from the root to this value. */
  path: (string | number)[];
  value: string;
  /** Offsets of the quoted token in the raw text. */
  start: number;
  end: number;
};

type Frame = { kind: "object"; key: string | null; expectKey: boolean } | { kind: "array"; index: number };

/** Every string value (not key) of a JSON text, in order. The text must be valid JSON. */
export function jsonStrings(raw: string): JsonString[] {
  const found: JsonString[] = [];
  const stack: Frame[] = [];
  const path = (): (string | number)[] => stack.map((f) => (f.kind === "object" ? (f.key ?? "") : f.index));
  let i = 0;
  while (i < raw.length) {
    const c = raw[i];
    const top = stack.at(-1);
    if (c === '"') {
      const end = stringEnd(raw, i);
      const value = JSON.parse(raw.slice(i, end)) as string;
      if (top?.kind === "object" && top.expectKey) {
        top.key = value;
        top.expectKey = false;
      } else {
        found.push({ path: path(), value, start: i, end });
      }
      i = end;
      continue;
    }
    if (c === "{") stack.push({ kind: "object", key: null, expectKey: true });
    else if (c === "[") stack.push({ kind: "array", index: 0 });
    else if (c === "}" || c === "]") stack.pop();
    else if (c === ",") {
      if (top?.kind === "object") top.expectKey = true;
      else if (top?.kind === "array") top.index += 1;
    }
    i += 1;
  }
  return found;
}

function stringEnd(raw: string, start: number): number {
  let i = start + 1;
  while (raw[i] !== '"') i += raw[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** The raw text with some values replaced, each written as JSON.stringify writes it. */
export function replaceStrings(raw: string, changes: { start: number; end: number; value: string }[]): string {
  let out = raw;
  for (const change of [...changes].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, change.start) + JSON.stringify(change.value) + out.slice(change.end);
  }
  return out;
}
