import { expect, test } from "vitest";
import { understand } from "./knowledge.server.ts";

/**
 * Ways of saying things that are families rather than single phrasings: each case stands for
 * many messages customers type, in the three languages. None of these texts is in a labelled set.
 */
const intent = (text: string) => understand(text).intent;

test("asking whether a bundle renews is about its expiry; refusing the renewal is not ours", () => {
  for (const text of [
    "does my weekly renew by itself?",
    "باقتي الاسبوعية راح تتجدد؟",
    "پاکێجی مانگانەم نوێ بووەوە یان نا",
  ])
    expect([text, intent(text)]).toEqual([text, "bundle_expiry"]);
  for (const text of ["don't renew my monthly", "لا تجدد باقتي الشهرية", "پاکێجەکەم نوێ مەکەرەوە"])
    expect([text, intent(text)]).toEqual([text, "unknown"]);
});

test("a switch beside a bundle or a reason is still the switch", () => {
  expect(intent("my snapchat bundle ran out, switch data off")).toBe("data_off");
  expect(intent("طفي النت حتى ما ياكل رصيدي")).toBe("data_off");
  expect(intent("stop roaming, the charges are too high")).toBe("roaming_off");
  expect(intent("سكرولي التجوال")).toBe("roaming_off");
  expect(intent("اريد اشغل النت")).toBe("data_on");
  // Cancelling a bundle is not switching data off.
  expect(intent("cancel my youtube data bundle")).toBe("unknown");
  expect(intent("الغاء باقة اليوتيوب")).toBe("unknown");
});

test("numbers said as words name sizes and amounts", () => {
  expect(understand("give me one gig daily")).toMatchObject({ intent: "buy_bundle", bundle: "daily-1gb" });
  expect(understand("باقة كيكا وحده يومية")).toMatchObject({ intent: "buy_bundle", bundle: "daily-1gb" });
  expect(understand("پاکێجی ڕۆژانەی یەک گیگا دەمەوێت")).toMatchObject({ intent: "buy_bundle", bundle: "daily-1gb" });
  expect(understand("أريد شحن رصيدي بخمسة آلاف دينار")).toMatchObject({ intent: "recharge", amount: 5000 });
});

test("a period that is a point in time does not name a bundle", () => {
  // "Next week" is when, not a weekly bundle: the umrah bundle is still the one asked for.
  expect(understand("پاکێجی عومرە چالاک بکە، هەفتەی داهاتوو دەڕۆم")).toMatchObject({
    intent: "buy_bundle",
    bundle: "umrah-bundle",
  });
  expect(intent("الاسبوع الجاي اسافر شنو احتاج")).not.toBe("buy_bundle");
});

test("short fragments and voice-typed standard Arabic", () => {
  expect(intent("bal")).toBe("balance");
  expect(intent("expiry?")).toBe("bundle_expiry");
  expect(intent("roaming off")).toBe("roaming_off");
  expect(intent("أريد أن أعرف رصيدي المتبقي")).toBe("balance");
  expect(intent("أريد التحدث مع موظف خدمة العملاء")).toBe("human");
  expect(understand("هل يمكنني استخدام خطي في تركيا")).toMatchObject({
    intent: "faq",
    article: "will-my-zain-line-work-abroad",
  });
  // Several weekly internet bundles fit: the conversation asks which, nothing is bought.
  expect(intent("أريد تفعيل باقة الإنترنت الأسبوعية")).toBe("unknown");
});

test("someone else's line and a person rather than the bot", () => {
  expect(understand("how do i top up my brothers line")).toMatchObject({
    intent: "faq",
    article: "pay-online-for-someone-else",
  });
  expect(intent("i want a real human not a bot")).toBe("human");
  expect(intent("اريد شخص حقيقي مو روبوت")).toBe("human");
  expect(intent("کەسێکی ڕاستەقینەم دەوێت")).toBe("human");
});

test("Sorani typed on an Arabic keyboard reads as Sorani", () => {
  for (const text of ["باکیجی هەفتانەم کەی تەواو دەبیت", "پاکیجی مانگانه کهی تهواو دهبیت"])
    expect([text, intent(text)]).toEqual([text, "bundle_expiry"]);
  // "نێتەکەم" is not the negation "نیە".
  expect(intent("نێتەکەم بۆ هەلبکە")).toBe("data_on");
});
