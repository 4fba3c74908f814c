import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { languageFiles, readSourceTexts } from "../src/i18n/language/language-sources.ts";
import { textProblems } from "../src/i18n/language/text-rules.ts";

test("every Arabic and Kurdish text follows decision 066 (names, digits, Kurdish spelling)", () => {
  const problems = languageFiles().flatMap((file) =>
    readSourceTexts(file).flatMap((t) =>
      textProblems(t.value, t.locale).map((p) => `${file} ${t.path.join(".")}: ${p.rule} "${p.found}": ${p.fix}`),
    ),
  );
  expect(problems).toEqual([]);
});

test("the texts read include messages (SMS among them), pages, campaigns, articles and the catalogue", () => {
  const files = languageFiles();
  for (const part of [
    "messages/ar/auth.json",
    "messages/ku/auth.json",
    "content/pages/home.json",
    "content/articles/",
    "content/catalogue/offerings.json",
  ]) {
    expect(files.some((f) => f.includes(part))).toBe(true);
  }
  const sms = readSourceTexts(files.find((f) => f.endsWith("messages/ar/auth.json")) ?? "");
  expect(sms.some((t) => t.path[0] === "sms.receipt.recharge" && t.locale === "ar")).toBe(true);
});

test("the command fails on a file with a bad text and names the fix", () => {
  const run = spawnSync(process.execPath, ["scripts/language-check.ts", "src/i18n/language/fixtures/bad-texts.json"], {
    encoding: "utf8",
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('translations.ar.text: Latin brand or product name "myzain": write ماي زين');
  expect(run.stdout).toContain('translations.ku.text: Kurdish variant spelling "پسوڵە": write پسوولە');
  expect(run.stdout).not.toContain("translations.en.");
});
