import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { BidiText } from "./bidi-text.tsx";

const html = (text: string) => renderToStaticMarkup(<BidiText text={text} />);

test("phone numbers, USSD codes and amounts are isolated left to right", () => {
  expect(html("اتصل بـ +964 780 000 0107 أو 107")).toBe(
    'اتصل بـ <bdi dir="ltr">+964 780 000 0107</bdi> أو <bdi dir="ltr">107</bdi>',
  );
  expect(html("اطلب *200# لمعرفة رصيدك")).toBe('اطلب <bdi dir="ltr">*200#</bdi> لمعرفة رصيدك');
  expect(html("بسعر 10,000 دينار")).toBe('بسعر <bdi dir="ltr">10,000</bdi> دينار');
});

test("a Latin name keeps its digits in one piece", () => {
  expect(html("لمن يناسب غالاكسي A15؟")).toBe("لمن يناسب غالاكسي A15؟");
});

test("text without numbers is left as it is", () => {
  expect(html("زەین عێراق")).toBe("زەین عێراق");
});
