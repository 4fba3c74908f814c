import { expect, test } from "vitest";
import { safeErrorDetails, safeErrorText } from "./error-text.ts";

test("credentials, tokens and one-time codes are masked in stored error text", () => {
  expect(safeErrorText(new Error("connect to redis://default:s3cret@cache:6379 refused"))).toBe(
    "connect to redis://***@cache:6379 refused",
  );
  expect(safeErrorText("401 from https://sms.example/send?api_key=abc123&to=9647801000000")).toBe(
    "401 from https://sms.example/send?api_key=***&to=9647801000000",
  );
  expect(safeErrorText('gateway said {"token": "eyJhbGci.x.y"}, Authorization: Bearer abc.def')).toBe(
    'gateway said {"token": "***"}, Authorization: Bearer ***',
  );
  expect(safeErrorText(new Error("rejected body: 482913 is your code"))).toBe("rejected body: •••••• is your code");
});

test("long messages are cut to the limit", () => {
  const text = safeErrorText(new Error("x".repeat(5_000)));
  expect(text).toHaveLength(500);
  expect(text.endsWith("…")).toBe(true);
});

test("log details keep where the error was thrown without repeating its secret", () => {
  const details = safeErrorDetails(new Error("password=hunter2 rejected"));
  expect(details.error).toBe("password=*** rejected");
  expect(details.stack).toMatch(/^\s+at /);
  expect(details.stack).not.toContain("hunter2");
});
