import { expect, test } from "vitest";
import { parseCallback, SANDBOX_SIGNATURE_HEADER, signatureHeader, signedSandboxCallback } from "./signing.ts";

const SECRET = "signing-test-secret-0123456789";
const notice = { ref: "sbx_abc", merchantRef: "pay-1", status: "succeeded", amountIqd: 25_000 } as const;
/** The notice as the gateway adapter reads it back. */
const read = { providerRef: "sbx_abc", paymentId: "pay-1", status: "succeeded", amountIqd: 25_000 };

test("a signed callback verifies and reads as a notice in the gateway's words", () => {
  const callback = signedSandboxCallback(SECRET, notice);
  expect(callback.headers.get("content-type")).toBe("application/json");
  expect(callback.headers.get(SANDBOX_SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(parseCallback(SECRET, callback)).toEqual(read);
});

test("a tampered body, a wrong secret or a missing or malformed signature is refused", () => {
  const callback = signedSandboxCallback(SECRET, notice);
  const tampered = callback.body.replace("25000", "250000");
  expect(parseCallback(SECRET, { headers: callback.headers, body: tampered })).toBeNull();
  expect(parseCallback("another-secret-0123456789", callback)).toBeNull();
  expect(parseCallback(SECRET, { headers: new Headers(), body: callback.body })).toBeNull();
  for (const header of ["v1=00", "t=abc,v1=00", "t=1,v1=zz", `t=1,v1=${"0".repeat(64)}`]) {
    expect(
      parseCallback(SECRET, { headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: header }), body: callback.body }),
    ).toBeNull();
  }
});

test("a signature over the wrong time is refused, an old one still counts (no tolerance: late callbacks matter)", () => {
  const body = signedSandboxCallback(SECRET, notice).body;
  const old = signatureHeader(SECRET, body, new Date("2020-01-01T00:00:00Z"));
  expect(parseCallback(SECRET, { headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: old }), body })).toEqual(read);
  const moved = old.replace(/^t=\d+/, "t=1577836801");
  expect(parseCallback(SECRET, { headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: moved }), body })).toBeNull();
});

test("one matching v1 among several verifies (secret rotation)", () => {
  const { headers, body } = signedSandboxCallback(SECRET, notice);
  const header = headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
  const rotated = header.replace(",v1=", `,v1=${"a".repeat(64)},v1=`);
  expect(parseCallback(SECRET, { headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: rotated }), body })).toEqual(read);
});

test("correctly signed bodies that are not JSON or not the callback's shape are refused", () => {
  const signed = (body: string) => ({
    headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signatureHeader(SECRET, body, new Date()) }),
    body,
  });
  const good = JSON.parse(signedSandboxCallback(SECRET, notice).body) as Record<string, unknown>;
  expect(parseCallback(SECRET, signed(JSON.stringify(good)))).toEqual(read);
  expect(parseCallback(SECRET, signed("{not json"))).toBeNull();
  expect(parseCallback(SECRET, signed(JSON.stringify({ ...good, extra: 1 })))).toBeNull();
  expect(parseCallback(SECRET, signed(JSON.stringify({ ...good, status: "refunded" })))).toBeNull();
  expect(parseCallback(SECRET, signed(JSON.stringify({ ...good, amountIqd: "25000" })))).toBeNull();
  const { eventId: _, ...withoutEvent } = good;
  expect(parseCallback(SECRET, signed(JSON.stringify(withoutEvent)))).toBeNull();
});
