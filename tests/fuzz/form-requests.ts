/**
 * One fuzz case for a page form: which of its addresses, in which language, signed in or not, its
 * fields kept, dropped, spoiled or joined by strangers, sent as the browser would or in a wrong
 * media type.
 */
import fc from "fast-check";
import { type LocaleCode, localeCodes } from "../../src/i18n/locales.ts";
import type { FormField } from "./form-fields.ts";
import { acceptLanguage, headerValue, hostileString } from "./hostile-values.ts";
import type { FormAddress } from "./site-routes.ts";

export type FormCase = {
  address: FormAddress;
  locale: LocaleCode;
  session: "signed-in" | "none" | "broken";
  fields: [string, string | File][];
  encoding: "urlencoded" | "multipart" | "json" | "text" | "none" | "bad-multipart";
  headers: [string, string][];
  query: string;
};

const plausible = fc.constantFrom(
  "07812345678",
  "+9647812345678",
  "123456",
  "olive tree by the river",
  "on",
  "1000",
  "ar",
);

function fieldValue(field: FormField): fc.Arbitrary<string | File> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(field.value) },
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 200 })
        .map((text) => new File([`%PDF-1.7\n${text}`], "cv.pdf", { type: "application/pdf" })),
    },
  );
}

function fieldsFor(fields: FormField[]) {
  const kept = fc.tuple(
    ...fields.map((f) =>
      fc.option(
        fieldValue(f).map((v): [string, string | File] => [f.name, v]),
        { freq: 6 },
      ),
    ),
  );
  const strangers = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("_method", "intent", "redirect", "__proto__", ...fields.map((f) => f.name)),
        hostileString,
      ),
      hostileString,
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(kept, strangers)
    .map(([mine, extra]) => [...mine.filter((f): f is [string, string | File] => f !== null), ...extra]);
}

export function formCases(addresses: FormAddress[], fieldsOf: (address: FormAddress) => FormField[]) {
  return fc.constantFrom(...addresses).chain((address) =>
    fc.record({
      address: fc.constant(address),
      locale: fc.constantFrom(...localeCodes),
      session: fc.constantFrom("signed-in", "signed-in", "none", "broken"),
      fields: fieldsFor(fieldsOf(address)),
      encoding: fc.oneof(
        { weight: 12, arbitrary: fc.constant("urlencoded" as const) },
        { weight: 3, arbitrary: fc.constant("multipart" as const) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("json" as const, "text" as const, "none" as const, "bad-multipart" as const),
        },
      ),
      headers: fc
        .record({
          // Mostly our own pages' posts, so most cases reach the actions; some forged ones.
          origin: fc.oneof(
            { weight: 6, arbitrary: fc.constant("http://localhost") },
            { weight: 2, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null") },
          ),
          site: fc.oneof(
            { weight: 6, arbitrary: fc.constant("same-origin") },
            { weight: 2, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom("cross-site", "same-site") },
          ),
          language: acceptLanguage,
          extra: fc.array(
            fc.tuple(fc.constantFrom("Cookie", "Referer", "X-Forwarded-For", "Content-Length-Extra"), headerValue),
            { maxLength: 2 },
          ),
        })
        .map(({ origin, site, language, extra }) => {
          const headers: [string, string][] = [...extra];
          if (origin !== undefined) headers.push(["Origin", origin]);
          if (site !== undefined) headers.push(["Sec-Fetch-Site", site]);
          if (language !== undefined) headers.push(["Accept-Language", language]);
          return headers;
        }),
      query: fc.oneof(
        { weight: 4, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: hostileString.map((v) => `?redirect=${encodeURIComponentSafe(v)}`) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("?index", "?_data=root", "?redirect=//evil.example", "?redirect=/en/myzain"),
        },
      ),
    }),
  );
}

function encodeURIComponentSafe(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

const asString = (value: string | File) => (typeof value === "string" ? value : value.name);

/** The request a browser (or something pretending to be one) would send for the case. */
export function toFormRequest(c: FormCase, sessionCookie: string): { path: string; init: RequestInit } {
  const path = c.address.path.replace("{lang}", c.locale) + c.query;
  const headers = new Headers(c.headers);
  const cookies = [headers.get("Cookie")].filter(Boolean);
  if (c.session === "signed-in") cookies.push(sessionCookie);
  if (c.session === "broken") cookies.push("auth_token=%E0%A4%A; i18n_redirected=xx");
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  let body: BodyInit | undefined;
  const strings = c.fields.map(([k, v]): [string, string] => [k, asString(v)]);
  if (c.encoding === "urlencoded") body = new URLSearchParams(strings);
  else if (c.encoding === "multipart") {
    const form = new FormData();
    for (const [k, v] of c.fields) form.append(k, v);
    body = form;
  } else if (c.encoding === "json") {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(Object.fromEntries(strings));
  } else if (c.encoding === "text") {
    headers.set("Content-Type", "text/plain");
    body = strings.map(([k, v]) => `${k}=${v}`).join("\n");
  } else if (c.encoding === "bad-multipart") {
    headers.set("Content-Type", "multipart/form-data; boundary=nope");
    body = '--other\r\nContent-Disposition: form-data; name="x"\r\n\r\n';
  }
  return { path, init: { method: "POST", headers, body } };
}

export function describeFormCase(c: FormCase): string {
  const fields = JSON.stringify(c.fields.map(([k, v]) => [k, asString(v).slice(0, 60)])).slice(0, 400);
  return `POST ${c.address.path.replace("{lang}", c.locale)}${c.query.slice(0, 80)} session=${c.session} encoding=${c.encoding} headers=${JSON.stringify(c.headers).slice(0, 200)} fields=${fields}`;
}
