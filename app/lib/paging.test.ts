import { expect, test } from "vitest";
import { pageCount, pageHref, pageParam, paging } from "./paging.ts";

test("?page= names a page only as a whole number from 1 to 1000", () => {
  expect(pageParam(null)).toBe(1);
  expect(pageParam("1")).toBe(1);
  expect(pageParam("12")).toBe(12);
  expect(pageParam("1000")).toBe(1000);
  for (const bad of ["", "0", "-1", "01", "1.5", "2e3", "abc", "1001", "99999"]) expect(pageParam(bad)).toBeNull();
});

test("the number of pages rounds up, and an empty list has one page", () => {
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(10, 10)).toBe(1);
  expect(pageCount(11, 10)).toBe(2);
  expect(pageCount(25, 10)).toBe(3);
});

test("page addresses keep other parameters and leave out page 1", () => {
  expect(pageHref("/blog-category", {}, 1)).toBe("/blog-category");
  expect(pageHref("/blog-category", { category: "tips" }, 1)).toBe("/blog-category?category=tips");
  expect(pageHref("/blog-category", { category: "tips", other: undefined }, 3)).toBe(
    "/blog-category?category=tips&page=3",
  );
});

test("newer and older links stop at the ends of the list", () => {
  expect(paging("/p", {}, 1, 25, 10)).toEqual({ page: 1, pages: 3, newer: null, older: "/p?page=2" });
  expect(paging("/p", {}, 2, 25, 10)).toEqual({ page: 2, pages: 3, newer: "/p", older: "/p?page=3" });
  expect(paging("/p", {}, 3, 25, 10)).toEqual({ page: 3, pages: 3, newer: "/p?page=2", older: null });
  expect(paging("/p", {}, 1, 0, 10)).toEqual({ page: 1, pages: 1, newer: null, older: null });
});
