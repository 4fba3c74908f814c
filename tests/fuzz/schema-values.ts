/**
 * Values for a JSON schema from the OpenAPI document: mostly values the schema accepts (so cases
 * reach the service behind the validator), sometimes hostile ones, so both sides get exercised.
 */
import fc from "fast-check";
import { hostileJson, hostileString } from "./hostile-values.ts";
import { type JsonSchema, type OpenApiDocument, resolveRef } from "./openapi-operations.ts";

/** Known-good values by field name: real enough to get past format checks into the services. */
export type KnownValues = Record<string, readonly unknown[]>;

const plausibleStrings = fc.constantFrom(
  "07812345678",
  "+9647812345678",
  "9647812345678",
  "123456",
  "olive tree by the river",
  "en",
  "ar",
  "ckb",
  "sandbox",
  "bikaifi-210",
  "weekly-3gb",
  "1234567890123456",
  "Noor Ali",
  "noor@example.com",
);

/** A file part: sometimes a PDF or Word document by its first bytes, sometimes anything. */
const uploadedFile = fc
  .tuple(
    fc.constantFrom("%PDF-1.7\n", "PK\u0003\u0004", "\u00d0\u00cf\u0011\u00e0", "MZ", ""),
    fc.string({ maxLength: 300 }),
    fc.constantFrom("cv.pdf", "cv.docx", "cv.exe", "", "../../cv.pdf"),
  )
  .map(
    ([magic, rest, name]) => new File([magic + rest], name, { type: name.endsWith(".pdf") ? "application/pdf" : "" }),
  );

export function valueFor(
  doc: OpenApiDocument,
  schemaOrRef: JsonSchema,
  known: KnownValues,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveRef(doc, schemaOrRef);
  const good = wellFormed(doc, schema, known, name, depth);
  const fromKnown = known[name]?.length ? [fc.constantFrom(...(known[name] ?? []))] : [];
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(good, ...fromKnown) },
    { weight: 1, arbitrary: depth > 2 ? fc.constant(null) : hostileJson },
  );
}

function wellFormed(
  doc: OpenApiDocument,
  schema: JsonSchema,
  known: KnownValues,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(doc, s, known, name, depth)));
  if (schema.allOf?.length) return valueFor(doc, schema.allOf[0] ?? {}, known, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema);
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      // Amounts a customer would type (whole IQD), and anything else in range.
      const everyday = fc.integer({ min: Math.max(min, 0), max: Math.min(max, 100_000) }).map((n) => n - (n % 250));
      const any = type === "integer" ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      return fc.oneof(everyday, any);
    }
    case "boolean":
      return fc.boolean();
    case "array":
      if (depth > 3) return fc.constant([]);
      return fc.array(valueFor(doc, schema.items ?? {}, known, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectFor(doc, schema, known, depth);
    default:
      return fc.oneof(plausibleStrings, fc.integer(), fc.boolean());
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "binary") return uploadedFile;
  const sized = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
  const options: fc.Arbitrary<unknown>[] = [sized, plausibleStrings];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern JavaScript cannot compile only loses its matching strings.
    }
  }
  return fc.oneof(...options);
}

function objectFor(doc: OpenApiDocument, schema: JsonSchema, known: KnownValues, depth: number) {
  const properties = Object.entries(schema.properties ?? {});
  if (depth > 3 || properties.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), plausibleStrings, { maxKeys: 3 });
  const record = Object.fromEntries(properties.map(([key, s]) => [key, valueFor(doc, s, known, key, depth + 1)]));
  return fc.record(record, { requiredKeys: schema.required?.filter((k) => k in record) ?? [] });
}

/** Ways to spoil a well-formed object body: drop, retype or add keys, or blow one up. */
export function mutatedObject(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return fc.constant(value);
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  const withKey = (key: string, v: unknown) => ({ ...record, [key]: v });
  const mutations: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(
        fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "prototype")),
        hostileJson,
      )
      .map(([key, v]) => JSON.parse(JSON.stringify({ ...record, [key]: v }))),
    fc.integer({ min: 100_000, max: 1_100_000 }).map((n) => withKey(keys[0] ?? "x", "é".repeat(n / 2))),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(key.map((k) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== k))));
    mutations.push(fc.tuple(key, hostileJson).map(([k, v]) => withKey(k, v)));
    mutations.push(fc.tuple(key, hostileString).map(([k, v]) => withKey(k, v)));
  }
  return fc.oneof(...mutations);
}

/** A value as a client would put it in a path, query or form field: strings as they are, the rest as JSON. */
export const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
