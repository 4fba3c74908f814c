import { expect, test } from "vitest";
import { dayHoursText, nationalPhone } from "./store-format.ts";

test("Iraqi numbers read as people write them at home", () => {
  expect(nationalPhone("+9647801234567")).toBe("0780 123 4567");
  expect(nationalPhone("+96417181234")).toBe("01 718 1234");
  expect(nationalPhone("+964662251234")).toBe("066 225 1234");
  expect(nationalPhone("+12025550123")).toBe("+12025550123");
});

test("a day's hours list each opening, and a closed day has none", () => {
  expect(
    dayHoursText([
      { opens: "09:00", closes: "13:00" },
      { opens: "16:00", closes: "22:00" },
    ]),
  ).toBe("09:00–13:00, 16:00–22:00");
  expect(dayHoursText([])).toBeNull();
});
