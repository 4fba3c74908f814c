import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { paging } from "../../lib/paging.ts";
import { Pagination } from "./pagination.tsx";

/** The pager as the server draws it, in Kurdish, for page `page` of a 25-item list. */
function render(page: number, total = 25) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider code="ku" messages={catalogue.ku}>
          <Pagination paging={paging("/blog-category", { category: "tips" }, page, total, 10)} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

test("a middle page links to the newer (rel=prev) and older (rel=next) pages in the language", () => {
  const html = render(2);
  expect(html).toContain('aria-label="پەڕەکان"');
  expect(html).toMatch(
    /<a[^>]*href="\/ku\/blog-category\?category=tips"[^>]*rel="prev"|rel="prev"[^>]*href="\/ku\/blog-category\?category=tips"/,
  );
  expect(html).toMatch(
    /rel="next"[^>]*href="\/ku\/blog-category\?category=tips&amp;page=3"|href="\/ku\/blog-category\?category=tips&amp;page=3"[^>]*rel="next"/,
  );
  expect(html).toContain("پەڕەی ٢ لە ٣");
});

test("the first and last pages have one link each, and a single page has no pager", () => {
  expect(render(1)).not.toContain('rel="prev"');
  expect(render(1)).toContain('rel="next"');
  expect(render(3)).not.toContain('rel="next"');
  expect(render(1, 7)).toBe("");
});
