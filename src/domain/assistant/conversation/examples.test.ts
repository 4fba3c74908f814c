import { expect, test } from "vitest";
import { assistantExamples } from "../../../contracts/assistant-examples.ts";
import { translate } from "../../../i18n/catalogue.ts";
import { understand } from "../knowledge.server.ts";

test("every example question, in every language, is understood as what it shows, and in that language", () => {
  const wrong: string[] = [];
  for (const lang of ["en", "ar", "ku"] as const) {
    for (const example of assistantExamples) {
      const text = translate(lang, example.key);
      const got = understand(text);
      if (got.intent !== example.intent || got.lang !== lang || got.confidence < 0.6) {
        wrong.push(`${lang} "${text}": ${got.intent}/${got.lang}/${got.confidence}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
