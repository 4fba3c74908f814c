import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Icon, iconNames, isDirectional } from "./icon.tsx";

const sprite = readFileSync("app/assets/icons.svg", "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)"/g)].map((m) => m[1]);

test("the sprite draws every icon the component names, and nothing else", () => {
  expect([...symbols].sort()).toEqual([...iconNames].sort());
});

test("every icon is drawn in the one stroke style, in the text's colour", () => {
  const openings = sprite.match(/<symbol [^>]*>/g) ?? [];
  expect(openings).toHaveLength(iconNames.length);
  for (const opening of openings) {
    expect(opening).toContain('viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75"');
  }
});

test("only arrows and chevrons turn round in right-to-left pages", () => {
  expect(renderToStaticMarkup(<Icon name="chevron-forward" />)).toContain('class="icon flip-rtl"');
  expect(renderToStaticMarkup(<Icon name="phone" />)).toContain('class="icon"');
  expect(iconNames.filter(isDirectional)).toEqual(["arrow-forward", "arrow-back", "chevron-forward", "chevron-back"]);
});

test("an icon beside words is hidden from screen readers; one standing alone is named", () => {
  expect(renderToStaticMarkup(<Icon name="menu" />)).toContain('aria-hidden="true"');
  const named = renderToStaticMarkup(<Icon name="close" label="Close" />);
  expect(named).toContain('role="img"');
  expect(named).toContain('aria-label="Close"');
  expect(named).not.toContain("aria-hidden");
});
