/**
 * Fuzzes every page form (issue 14): each route file with an `action` in the route table gets at
 * least FUZZ_CASES posts spread over the addresses it serves, in the three languages, signed in or
 * not, with its real fields spoiled and in wrong media types, through the whole server (its
 * cross-site guard and body limit included) with the API in process. Every answer must be below 500 and
 * be a redirect or an HTML page in the language asked for (lang and dir on <html>); 429 passes.
 * See docs/decisions/037-fuzzing-suite.md.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { getLocale, localeCodes } from "../../src/i18n/locales.ts";
import { createServerApp } from "../../src/server/server-app.server.ts";
import { testApi } from "../api.ts";
import { silentLogger, testConfig } from "../config.ts";
import { withRollback } from "../database.ts";
import { makeCustomer } from "../factories/accounts.ts";
import { sessionToken, testRoutes } from "../web-pages.ts";
import { type FormField, postFormFields } from "./form-fields.ts";
import { describeFormCase, type FormCase, formCases, toFormRequest } from "./form-requests.ts";
import {
  distinctProblems,
  FUZZ_BUDGET_MS,
  FUZZ_CASES,
  reportSummary,
  runCases,
  type Tally,
  type Verdict,
} from "./fuzz-run.ts";
import { isolatedCases } from "./isolated-cases.ts";
import { type FormAddress, pageForms, siteRoutes } from "./site-routes.ts";

const routes = await siteRoutes();
const forms = pageForms(routes);
const tallies = new Map<string, Tally>();
const config = testConfig({ PAYMENT_GATEWAY: "sandbox", DEMO_MODE: "1" });

afterAll(() => reportSummary("forms", "page forms", [...tallies.values()]));

const BUILD = { id: "fuzz", timestamp: "2026-01-01T00:00:00.000Z" };
// Forms are what is fuzzed; the built browser files are not needed (nor built) for that.
const NO_STATIC_FILES = mkdtempSync(join(tmpdir(), "zain-fuzz-static-"));
const HTML_TAG = /<html\b[^>]*>/i;

async function verdictOf(response: Response, c: FormCase): Promise<Verdict> {
  const status = response.status;
  const text = await response.text();
  const tag = HTML_TAG.exec(text)?.[0] ?? "";
  if (status >= 500) return { status, problem: `${status}: ${tag} ${text.replace(/<[^>]+>/g, " ").slice(0, 300)}` };
  if (status === 429) return { status };
  if (status >= 300 && status < 400) {
    return response.headers.get("location") ? { status } : { status, problem: `${status} without a Location` };
  }
  if (!response.headers.get("content-type")?.startsWith("text/html")) {
    return {
      status,
      problem: `${status} is not an HTML page: ${response.headers.get("content-type")} ${text.slice(0, 200)}`,
    };
  }
  // A form under a language prefix answers in that language; one outside (consent) in any of ours.
  const expected = c.address.localized ? [getLocale(c.locale)] : localeCodes.map(getLocale);
  const matches = expected.some((l) => tag.includes(`lang="${l.htmlLang}"`) && tag.includes(`dir="${l.dir}"`));
  return matches ? { status } : { status, problem: `${status} page not in ${c.locale}: ${tag}` };
}

test("the route table has page forms to fuzz", () => {
  expect(forms.length).toBeGreaterThan(10);
  expect(forms.flatMap((f) => f.addresses).length).toBeGreaterThanOrEqual(forms.length);
});

test.for(forms.map((form) => [form.file, form] as const))(
  "posting fuzzed forms to %s gives no 5xx and a page in the asked language",
  { timeout: FUZZ_BUDGET_MS + 60_000 },
  ([file, form]) =>
    withRollback(async (handle, db) => {
      const cases = isolatedCases(handle);
      const api = testApi(cases.handle, { config });
      const customer = await makeCustomer(db);
      const cookie = `auth_token=${encodeURIComponent(await sessionToken(api, customer.msisdn))}`;
      const pages = testRoutes(routes, (request) => api.fetch(request));
      const server = createServerApp({
        config,
        logger: silentLogger(),
        build: BUILD,
        api: api.fetch,
        web: pages.web,
        clientDir: NO_STATIC_FILES,
      });
      const site = (path: string, init: RequestInit) => server.request(`http://localhost${path}`, init);
      // The fields each address offers, as a signed-in customer sees the page in English.
      const fields = new Map<FormAddress, FormField[]>();
      for (const address of form.addresses) {
        const path = address.path.replace("{lang}", "en");
        const page = await site(path, { headers: { Cookie: cookie } });
        fields.set(address, postFormFields(await page.text(), path));
      }
      const tally = await runCases(
        file,
        formCases(form.addresses, (address) => fields.get(address) ?? []),
        (c) =>
          cases.run(async () => {
            const { path, init } = toFormRequest(c, cookie);
            return verdictOf(await site(path, init), c);
          }),
        describeFormCase,
      );
      tallies.set(file, tally);
      expect(distinctProblems(tally), `${tally.problems.length} problems`).toEqual([]);
      expect(tally.cases, `only ${tally.cases} cases in ${FUZZ_BUDGET_MS} ms`).toBe(FUZZ_CASES);
    }),
);

test("no page form was left unfuzzed", () => {
  const missed = forms.filter((f) => (tallies.get(f.file)?.cases ?? 0) < FUZZ_CASES).map((f) => f.file);
  expect(missed).toEqual([]);
});
