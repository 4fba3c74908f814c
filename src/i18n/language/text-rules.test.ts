import { expect, test } from "vitest";
import { fixText, textProblems } from "./text-rules.ts";

const rules = (text: string, locale: "en" | "ar" | "ku") => textProblems(text, locale).map((p) => p.rule);

test("Latin brand names in Arabic and Kurdish text fail, and are written in the language's script", () => {
  expect(rules("اشترك عبر myzain", "ar")).toEqual(["Latin brand or product name"]);
  expect(fixText("اشترك عبر myzain", "ar")).toBe("اشترك عبر ماي زين");
  expect(fixText("أنشئ حسابك لـ myzain", "ar")).toBe("أنشئ حسابك لماي زين");
  expect(fixText("بەشداربوون لە myzainیش", "ku")).toBe("بەشداربوون لە مای زەینیش");
  expect(fixText("پاکێجی Power 60", "ku")).toBe("پاکێجی پاوەر ٦٠");
  expect(fixText("خدمة Kafoo", "ar")).toBe("خدمة كفو");
});

test("addresses, other companies' products and English text keep their Latin names", () => {
  for (const text of [
    "/ar/myzain/bundles",
    "care@iq.zain.com",
    "https://iq.zain.com/ar",
    "لوحات Power BI وPowerPoint",
  ]) {
    expect(textProblems(text, "ar")).toEqual([]);
  }
  expect(textProblems("Sign in to myzain with Power 60", "en")).toEqual([]);
});

test("Western digits in Arabic and Kurdish prose fail and become Arabic-Indic, as Intl prints them", () => {
  expect(rules("سعر الخط 5,000 دينار", "ar")).toEqual(["Western digits in prose"]);
  expect(fixText("سعر الخط 5,000 دينار لمدة 1.5 يوم من 9:00", "ar")).toBe("سعر الخط ٥٬٠٠٠ دينار لمدة ١٫٥ يوم من ٩:٠٠");
  expect(fixText("لە هەموو 19 پارێزگاکەدا", "ku")).toBe("لە هەموو ١٩ پارێزگاکەدا");
});

test("codes, phone numbers, USSD, references, placeholders and Latin names keep Latin digits", () => {
  const kept = [
    "اطلب *200# أو *101*رقم البطاقة# أو *215*",
    "اتصل بـ 107 أو 111 أو +964 780 000 0107",
    "رقم يبدأ بـ 0780 أو 00962، مثل 07801234567",
    "رمز الطلب ZO-7K3M9Q وشبكة 4G وجهاز Galaxy A15 وiPhone 17 Pro",
    "افتح 192.168.8.1 واكتب تاريخ ميلادك مثل 1990-05-21 أو المبلغ 10000",
    "لديك {count} نقطة في {offering}",
  ];
  for (const text of kept) {
    expect(textProblems(text, "ar")).toEqual([]);
    expect(fixText(text, "ar")).toBe(text);
  }
});

test("an amount with a Latin unit is written in the language, so one name never mixes digit styles", () => {
  expect(rules("باقة 10GB", "ar")).toEqual(
    expect.arrayContaining(["Latin unit after an amount", "Western digits in prose"]),
  );
  expect(fixText("باقة 10GB", "ar")).toBe("باقة ١٠ غيغابايت");
  expect(fixText("پاکێجی 20 GB", "ku")).toBe("پاکێجی ٢٠ گیگابایت");
  expect(rules("٥,000 دينار", "ar")).toContain("Latin and Arabic-Indic digits in one number");
});

test("codes written in Arabic-Indic digits fail: people dial them in Latin digits", () => {
  expect(rules("اطلب *٢٠٠#", "ar")).toEqual(["code or phone number in Arabic-Indic digits"]);
  expect(fixText("اطلب *٢٠٠# أو اتصل بـ ١٠٧", "ar")).toBe("اطلب *200# أو اتصل بـ 107");
});

test("percent signs follow the number, as Intl prints ٣٨٪; Persian digits become Arabic-Indic", () => {
  expect(rules("بنسبة 38%", "ar")).toEqual(expect.arrayContaining(["ASCII % in Arabic or Kurdish"]));
  expect(fixText("بنسبة 38%", "ar")).toBe("بنسبة ٣٨٪");
  expect(fixText("بنسبة %38", "ar")).toBe("بنسبة ٣٨٪");
  expect(fixText("عربون {percent}%", "ar")).toBe("عربون {percent}٪");
  expect(fixText("{percent}\u00a0٪ی پاکێج", "ku")).toBe("{percent}٪ی پاکێج");
  expect(rules("۱۲ ڕۆژ", "ku")).toEqual(["Persian digits"]);
  expect(fixText("۱۲ ڕۆژ", "ku")).toBe("١٢ ڕۆژ");
});

test("Kurdish variant spellings and Arabic-only letters fail; quoted Arabic is left alone", () => {
  expect(rules("پسوڵەکەت بدە", "ku")).toEqual(["Kurdish variant spelling"]);
  expect(fixText("پسوڵەکەت و پسووڵەکانت و گێگابایت", "ku")).toBe("پسوولەکەت و پسوولەکانت و گیگابایت");
  expect(fixText("خزمەتی کەفو", "ku")).toBe("خزمەتی کەفوو");
  expect(textProblems("خزمەتی کەفوو", "ku")).toEqual([]);
  expect(rules("ماي زين", "ku")).toContain("name spelled another way");
  expect(fixText("ماي زين", "ku")).toBe("مای زەین");
  expect(rules("كارتی نوي", "ku")).toEqual(["Arabic letter in Kurdish", "Arabic letter in Kurdish"]);
  expect(fixText("كارتی نوي و پاکێجی «فل الفل»", "ku")).toBe("کارتی نوی و پاکێجی «فل الفل»");
  expect(textProblems("پاکێجی «فل الفل»", "ku")).toEqual([]);
});

test("English text may not carry Arabic-Indic digits", () => {
  expect(rules("Pay ٥٬٠٠٠ IQD", "en")).toEqual(["Arabic-Indic digits in English"]);
});

test("every fix leaves nothing for the check to find", () => {
  const samples: [string, "ar" | "ku"][] = [
    ["اشترك عبر myzain بـ 5,000 دينار واحصل على 20GB بنسبة 38% عبر *225#", "ar"],
    ["لە myzainدا پسوڵەکەت بە 25,000 دینار بدە، 80% ی ماي زين، *200#", "ku"],
  ];
  for (const [text, locale] of samples) expect(textProblems(fixText(text, locale), locale)).toEqual([]);
});
