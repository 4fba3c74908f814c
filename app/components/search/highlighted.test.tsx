import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Highlighted, withSlot } from "./highlighted.tsx";

test("matched words are marked, the rest is plain text", () => {
  const html = renderToStaticMarkup(
    <Highlighted
      segments={[
        { text: "باقة ", hit: false },
        { text: "الإِنْتَرْنِت", hit: true },
        { text: " الشهرية", hit: false },
      ]}
    />,
  );
  expect(html).toBe("باقة <mark>الإِنْتَرْنِت</mark> الشهرية");
});

test("text that looks like markup stays text", () => {
  const html = renderToStaticMarkup(<Highlighted segments={[{ text: "<b>x</b>", hit: true }]} />);
  expect(html).toBe("<mark>&lt;b&gt;x&lt;/b&gt;</mark>");
});

test("a slot of a translated sentence is replaced by an element", () => {
  const html = renderToStaticMarkup(<p>{withSlot("٣ نتائج لـ «{query}»", "query", <bdi>Power 40</bdi>)}</p>);
  expect(html).toBe("<p>٣ نتائج لـ «<bdi>Power 40</bdi>»</p>");
  expect(renderToStaticMarkup(<p>{withSlot("No slot", "query", <bdi>x</bdi>)}</p>)).toBe("<p>No slot</p>");
});
