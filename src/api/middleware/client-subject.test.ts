import { expect, test } from "vitest";
import { clientSubject } from "./client-subject.ts";

test("IPv6 addresses count per /64, so rotating within one's own prefix gains nothing", () => {
  expect(clientSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(clientSubject("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
  expect(clientSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientSubject("::1")).toBe("0:0:0:0::/64");
});

test("IPv4, mapped IPv4 and non-addresses are kept as they are", () => {
  expect(clientSubject("198.51.100.7")).toBe("198.51.100.7");
  expect(clientSubject("::ffff:198.51.100.7")).toBe("::ffff:198.51.100.7");
  expect(clientSubject("in-process")).toBe("in-process");
});
