/**
 * One fuzz case for one documented operation, and the Request it becomes: path parameters,
 * query, headers (language, idempotency key, credentials, cookies) and a body in the documented
 * media type or a wrong one.
 */
import fc from "fast-check";
import { acceptLanguage, headerValue, hostileString, pathSegment } from "./hostile-values.ts";
import type { FuzzOperation, OpenApiDocument } from "./openapi-operations.ts";
import { asText, type KnownValues, mutatedObject, valueFor } from "./schema-values.ts";

/** The real credentials a case may present, so protected operations get past 401 and 403. */
export type Credentials = { apiKey: string; bearer: string; ingestKey: string };

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "text"; contentType: string | undefined; text: string }
  | { kind: "form"; contentType: "urlencoded" | "multipart"; fields: [string, unknown][] };

export type ApiCase = {
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body: Body | undefined;
};

const auth = (credentials: Credentials) =>
  fc.oneof(
    { weight: 7, arbitrary: fc.constant<[string, string][]>([["Authorization", `Bearer ${credentials.bearer}`]]) },
    { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: headerValue.map<[string, string][]>((v) => [["Authorization", `Bearer ${v}`]]),
    },
    { weight: 1, arbitrary: headerValue.map<[string, string][]>((v) => [["Authorization", v]]) },
    {
      weight: 1,
      arbitrary: headerValue.map<[string, string][]>((v) => [["Cookie", `auth_token=${v}; i18n_redirected=${v}`]]),
    },
  );

function headersFor(op: FuzzOperation, credentials: Credentials) {
  const apiKey = fc.oneof(
    { weight: 18, arbitrary: fc.constant(credentials.apiKey) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerValue },
  );
  const ingestKey = op.credentials.has("ingestKey")
    ? fc.oneof({ weight: 4, arbitrary: fc.constant(credentials.ingestKey) }, { weight: 1, arbitrary: headerValue })
    : fc.constant(undefined);
  const idempotencyKey = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom("key-0000000000000001", "", "short") },
    { weight: 1, arbitrary: headerValue },
  );
  return fc
    .record({
      apiKey,
      ingestKey,
      language: acceptLanguage,
      idempotencyKey,
      auth: auth(credentials),
      extra: fc.array(
        fc.tuple(fc.constantFrom("X-Request-Id", "X-Forwarded-For", "X-Client-IP", "Origin", "Cookie"), headerValue),
        {
          maxLength: 2,
        },
      ),
    })
    .map(({ apiKey, ingestKey, language, idempotencyKey, auth, extra }) => {
      const headers: [string, string][] = [...auth, ...extra];
      if (apiKey !== undefined) headers.push(["X-API-Key", apiKey]);
      if (ingestKey !== undefined) headers.push(["X-Ingest-Key", ingestKey]);
      if (language !== undefined) headers.push(["Accept-Language", language]);
      if (idempotencyKey !== undefined) headers.push(["Idempotency-Key", idempotencyKey]);
      return headers;
    });
}

function pathFor(doc: OpenApiDocument, op: FuzzOperation, known: KnownValues) {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
  const segment = (name: string) =>
    fc
      .tuple(
        fc.oneof(
          {
            weight: 3,
            arbitrary: valueFor(doc, op.parameters.find((p) => p.name === name)?.schema ?? {}, known, name),
          },
          { weight: 2, arbitrary: hostileString },
        ),
        fc.boolean(),
      )
      .map(([value, raw]) => pathSegment(asText(value), raw));
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] ?? ""), op.path));
}

function queryFor(doc: OpenApiDocument, op: FuzzOperation, known: KnownValues) {
  const documented = op.parameters.filter((p) => p.in === "query");
  const documentedPairs = fc.tuple(
    ...documented.map((p) =>
      fc.option(
        valueFor(doc, p.schema ?? {}, known, p.name).map((v): [string, string] => [p.name, asText(v)]),
        {
          freq: 3,
        },
      ),
    ),
  );
  const strangers = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...documented.map((p) => p.name), "_method"), hostileString), hostileString),
    {
      maxLength: 2,
    },
  );
  return fc
    .tuple(documentedPairs, strangers)
    .map(([pairs, extra]) => [...pairs.filter((p): p is [string, string] => p !== null), ...extra]);
}

function bodyFor(doc: OpenApiDocument, op: FuzzOperation, known: KnownValues): fc.Arbitrary<Body | undefined> {
  const wrongBodies: fc.Arbitrary<Body>[] = [
    fc.constantFrom("", "{", '{"a":', "nul", "[1,2", "\uFEFF{}", '{"a":1}}').map((text) => ({
      kind: "text" as const,
      contentType: "application/json",
      text,
    })),
    fc
      .tuple(
        fc.constantFrom(
          undefined,
          "text/plain",
          "application/xml",
          "application/octet-stream",
          "application/json; charset=latin1",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
        ),
        hostileString,
      )
      .map(([contentType, text]) => ({ kind: "text" as const, contentType, text })),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
      kind: "text" as const,
      contentType: "application/json",
      text: `${"[".repeat(depth)}${"]".repeat(depth)}`,
    })),
    fc.constantFrom(null, [], 0, "x", true).map((value) => ({ kind: "json" as const, value })),
  ];
  if (!op.body) return fc.oneof(fc.constant(undefined), ...wrongBodies);
  const wellFormed = valueFor(doc, op.body.schema, known);
  const fieldsOf = (value: unknown): [string, unknown][] =>
    typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : [["value", value]];
  const documentedKind = op.body.mediaType.startsWith("multipart/") ? "multipart" : "json";
  const asDocumented = (value: unknown): Body =>
    documentedKind === "multipart"
      ? { kind: "form", contentType: "multipart", fields: fieldsOf(value) }
      : { kind: "json", value };
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed.map(asDocumented) },
    { weight: 3, arbitrary: wellFormed.chain(mutatedObject).map(asDocumented) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(wellFormed, fc.constantFrom("urlencoded" as const, "multipart" as const))
        .map(([value, contentType]) => ({ kind: "form" as const, contentType, fields: fieldsOf(value) })),
    },
    { weight: 2, arbitrary: fc.oneof(...wrongBodies) },
  );
}

export function apiCases(doc: OpenApiDocument, op: FuzzOperation, known: KnownValues, credentials: Credentials) {
  return fc.record({
    path: pathFor(doc, op, known),
    query: queryFor(doc, op, known),
    headers: headersFor(op, credentials),
    body: bodyFor(doc, op, known),
  });
}

export function toRequest(op: FuzzOperation, c: ApiCase): Request {
  const url = new URL(`http://localhost${c.path}`);
  for (const [name, value] of c.query) url.searchParams.append(name, value);
  const headers = new Headers(c.headers);
  let body: BodyInit | undefined;
  if (c.body?.kind === "json") {
    headers.set("Content-Type", "application/json");
    body = asText(c.body.value);
  } else if (c.body?.kind === "text") {
    if (c.body.contentType) headers.set("Content-Type", c.body.contentType);
    body = c.body.text;
  } else if (c.body?.kind === "form") {
    const fields = c.body.fields;
    if (c.body.contentType === "urlencoded") {
      body = new URLSearchParams(fields.map(([k, v]): [string, string] => [k, v instanceof File ? v.name : asText(v)]));
    } else {
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v instanceof File ? v : asText(v));
      body = form;
    }
  }
  // GET and HEAD cannot carry a body in the Fetch API; those cases keep their headers.
  const method = op.method;
  return new Request(url, { method, headers, body: method === "GET" ? undefined : body });
}

/** A short description of a case for a failure report (bodies cut to a readable length). */
export function describeCase(op: FuzzOperation, c: ApiCase): string {
  const body = c.body ? JSON.stringify(c.body).slice(0, 300) : "none";
  return `${op.method} ${c.path.slice(0, 200)} query=${JSON.stringify(c.query).slice(0, 200)} headers=${JSON.stringify(c.headers).slice(0, 300)} body=${body}`;
}
