import { expect, test } from "vitest";
import { extractAmount } from "./amount.ts";

test("amounts as Iraqis write them", () => {
  expect(extractAmount("recharge 5000")).toBe(5000);
  expect(extractAmount("اشحن ٥٠٠٠")).toBe(5000);
  expect(extractAmount("5 الاف")).toBe(5000);
  expect(extractAmount("top up 5k")).toBe(5000);
  expect(extractAmount("10,000 please")).toBe(10000);
  expect(extractAmount("بە ١٠ هەزار")).toBe(10000);
  expect(extractAmount("ابو الفين")).toBe(2000);
  expect(extractAmount("no amount here")).toBeUndefined();
});

test("in a recharge a small number means thousands (cards are sold by the thousand), a phone number is no amount", () => {
  expect(extractAmount("اريد اعبي كارت ١٠", true)).toBe(10000);
  expect(extractAmount("اريد اعبي كارت ١٠")).toBe(10);
  expect(extractAmount("recharge 07801234567")).toBeUndefined();
});
