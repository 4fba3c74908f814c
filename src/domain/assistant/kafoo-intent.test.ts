import { expect, test } from "vitest";
import { findRecipient } from "./kafoo-intent.ts";
import { understand } from "./knowledge.server.ts";

/** Credit transfer and advance (issue 20) as customers ask for them, in English, Arabic and Sorani. */
const read = (text: string) => {
  const { intent, recipient, amount, lang } = understand(text);
  return { intent, recipient, amount, lang };
};

test("a transfer with a number and an amount is understood in each language, however the number is typed", () => {
  expect(read("transfer 2000 to 07801234567")).toEqual({
    intent: "transfer_credit",
    recipient: "07801234567",
    amount: 2000,
    lang: "en",
  });
  expect(read("send 5k credit to 0780 123 4567 please")).toMatchObject({ recipient: "07801234567", amount: 5000 });
  expect(read("share 1,500 IQD with +964 790 123 4567")).toMatchObject({
    intent: "transfer_credit",
    recipient: "07901234567",
    amount: 1500,
  });
  expect(read("حول ٥٠٠٠ دينار الى ٠٧٨٠١٢٣٤٥٦٧")).toEqual({
    intent: "transfer_credit",
    recipient: "07801234567",
    amount: 5000,
    lang: "ar",
  });
  expect(read("حوللي رصيد ٣ الاف على ٠٧٩٠ ١٢٣ ٤٥٦٧")).toMatchObject({ recipient: "07901234567", amount: 3000 });
  expect(read("دز ٢٠٠٠ رصيد لرقم 07801234567")).toMatchObject({ intent: "transfer_credit", amount: 2000 });
  expect(read("ابعث خمسه الاف لاخوي 07801112233")).toMatchObject({ intent: "transfer_credit", amount: 5000 });
  expect(read("٥٠٠٠ دینار بنێرە بۆ ٠٧٥١٢٣٤٥٦٧٨")).toEqual({
    intent: "transfer_credit",
    recipient: "07512345678",
    amount: 5000,
    lang: "ku",
  });
  expect(read("٢٠٠٠ باڵانس بنێرە بۆ ٠٧٨٠١٢٣٤٥٦٧")).toMatchObject({ recipient: "07801234567", amount: 2000 });
  expect(read("باڵانسی ١٠ هەزار بگوازەرەوە بۆ 07901234567")).toMatchObject({
    intent: "transfer_credit",
    amount: 10_000,
  });
});

test("a transfer without a number or an amount is still a transfer, so the assistant can ask for them", () => {
  for (const text of ["I want to send credit to my brother", "اريد احول رصيد", "دەمەوێت باڵانس بنێرم"]) {
    expect([text, read(text).intent]).toEqual([text, "transfer_credit"]);
  }
  expect(read("send 3000 to my sister")).toMatchObject({ intent: "transfer_credit", amount: 3000 });
  expect(read("send 3000 to my sister").recipient).toBeUndefined();
});

test("what only looks like a transfer is not one", () => {
  const not = [
    "transfer me to an agent",
    "حولني على موظف",
    "send me my bill",
    "عندي سؤال حول الرصيد",
    "recharge 5000 for 07801234567",
    "send 1 gb to my brother",
    "don't transfer anything",
    "پسوولەکەم بۆ بنێرە",
  ];
  for (const text of not) expect([text, read(text).intent]).not.toEqual([text, "transfer_credit"]);
  expect(read("transfer me to an agent").intent).toBe("human");
});

test("an advance is asked for in each language, with the amount when one is said", () => {
  const asked = [
    "can I take an advance?",
    "I need to borrow some credit",
    "سلفة",
    "اكدر اخذ سلفة رصيد؟",
    "سلفني الفين",
    "قەرز",
    "دەتوانم قەرز وەربگرم؟",
    "پێشینەی باڵانس",
  ];
  for (const text of asked) expect([text, read(text).intent]).toEqual([text, "advance"]);
  expect(read("take an advance of 2000")).toMatchObject({ intent: "advance", amount: 2000 });
  expect(read("اريد سلفة ١٠٠٠ دينار")).toMatchObject({ intent: "advance", amount: 1000, lang: "ar" });
  expect(read("پێشینەی ٥٬٠٠٠ دینار وەردەگرم")).toMatchObject({ intent: "advance", amount: 5000, lang: "ku" });
});

test("a debt to pay or a bill is not an advance", () => {
  expect(read("ئەم مانگە چەند قەرزارم؟").intent).not.toBe("advance");
  expect(read("قەرزی هێڵەکەم بدەمەوە").intent).toBe("pay_bill");
  expect(read("can I pay my bill in advance?").intent).not.toBe("advance");
});

test("the number comes out of the message before the amount is read", () => {
  expect(findRecipient("send to 0780 123 4567 2000")).toMatchObject({ recipient: "07801234567" });
  expect(findRecipient("7801234567")).toMatchObject({ recipient: "07801234567" });
  expect(findRecipient("00964 780 1234567")).toMatchObject({ recipient: "07801234567" });
  expect(findRecipient("card 123456789012").recipient).toBeUndefined();
  expect(read("send to 0780 123 4567 2000")).toMatchObject({ recipient: "07801234567", amount: 2000 });
});
