/**
 * Inputs that break naive parsers: control characters, lone surrogates, huge and %-garbage
 * strings, numbers at the edges. Shared by the API and page-form fuzzers.
 */
import fc from "fast-check";

const LONE_SURROGATES = ["\uD800", "\uDFFF", "a\uDC00b"];
const FIXED = [
  "",
  " ",
  "\0",
  "a\0b",
  "%",
  "%zz",
  "%00",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "../../etc/passwd",
  "..%2F..%2F",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "$" + "{7*7}",
  "{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(40),
  "0x7fffffff",
  "__proto__",
  "constructor",
  "\u202Egnp.exe",
  "ٱلعربية",
  "کوردی",
  "\uFEFF",
  "\r\n",
  "😀".repeat(50),
];

/** Any hostile string (may hold characters a header cannot carry). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FIXED, ...LONE_SURROGATES),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => "x".repeat(n)),
  fc
    .array(fc.constantFrom("%", "%2", "%25", "%00", "%FF", "%u0000", "a", "/", "?", "#"), { maxLength: 12 })
    .map((p) => p.join("")),
);

/** A hostile value of any JSON type, for a field that expects something else. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}, [null], { "": "" }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.integer({ min: 50, max: 500 }).map(deeplyNested),
);

/** `[[[…]]]` `depth` levels deep: stack-hungry validators fall over on these. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A header value the Fetch API accepts (Latin-1, no CR, LF or NUL), often hostile. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", " ", "%00", "é", "\u00ff\u00fe", "x".repeat(8_000), "a=b; c", "Bearer", "null"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
);

/** What a language negotiator may meet, real and broken. */
export const acceptLanguage: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constantFrom(undefined, "en", "ar", "ckb", "ku", "ar-IQ,ar;q=0.9,en;q=0.8", "ckb-IQ", "fr", "*", "en;q=abc"),
  headerValue,
);

/** A string that fits in a URL path segment, as a careless client might send it. */
export function pathSegment(value: string, raw: boolean): string {
  if (raw) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate: the URL parser turns it into U+FFFD
  }
}
