/**
 * The coverage checker on member-area/check-4g-page without JavaScript: a GET form answered by the
 * real root, language layout and campaign page, against the API with the seeded places.
 */
import { expect, test } from "vitest";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as campaignPage from "./campaign-page.tsx";
import * as layout from "./locale-layout.tsx";

const PATH = "member-area/check-4g-page";

const site = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "campaign", path: PATH, parentId: "routes/locale-layout", module: asBuilt(campaignPage) },
    ],
    (request) => api.fetch(request),
  );

test("choosing a governorate shows each of its cities with 4G and 3G, in Kurdish", () =>
  withRollback(async (handle) => {
    const response = await site(testApi(handle))(`/ku/${PATH}?governorate=erbil&city=`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="coverage"');
    expect(html).toContain("<caption>پۆششی 4G و 3G لە شارەکانی هەولێر</caption>");
    expect(html).toContain('<th scope="row">سۆران</th>');
    expect(html).toContain('<span class="coverage-level coverage-full">هەموو شارەکە</span>');
    // The handset checker is still on the page, below.
    expect(html).toContain('id="check"');
    // Both checks load lazily in the browser, but the server writes them in place, not hidden for a script to show.
    expect(html).not.toMatch(/<div hidden id="S:/);
  }));

test("choosing a city shows that city alone, in Arabic, with its governorate still chosen", () =>
  withRollback(async (handle) => {
    const response = await site(testApi(handle))(`/ar/${PATH}?governorate=nineveh&city=nineveh%2Fsinjar`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<caption>تغطية 4G و3G في [^<]+، نينوى<\/caption>/);
    expect(html.match(/<th scope="row">/g)).toHaveLength(1);
    expect(html).toContain('<option value="nineveh" selected="">');
    expect(html).toContain('<option value="nineveh/sinjar" selected="">');
  }));

test("an unknown place is a 404 and a malformed one a 400, each with a message by the form, never a 500", () =>
  withRollback(async (handle) => {
    const page = site(testApi(handle));
    const unknown = await page(`/en/${PATH}?governorate=atlantis`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("We have no coverage information for this place.");
    const malformed = await page(`/en/${PATH}?governorate=%3Cb%3E`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain(
      'class="field-error" role="alert">Choose a governorate and city from the list.',
    );
  }));
