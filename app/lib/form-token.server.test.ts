import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { type WebEnv, webEnvContext } from "../context.ts";
import { FORM_TOKEN_TTL_MS, mintFormToken, verifyFormToken } from "./form-token.server.ts";

function contextWith(cookieSecret: string) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, { cookieSecret } as WebEnv);
  return context;
}

test("a minted token gives back its key, which the API accepts as an Idempotency-Key", () => {
  const context = contextWith("secret-one-secret-one-secret-one-1");
  const token = mintFormToken(context, "voucher");
  const key = verifyFormToken(context, "voucher", token);
  expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  expect(token.startsWith(`${key}.`)).toBe(true);
  expect(mintFormToken(context, "voucher")).not.toBe(token);
});

test("a key the visitor chose, changed or took from another form is refused", () => {
  const context = contextWith("secret-one-secret-one-secret-one-1");
  const token = mintFormToken(context, "payment");
  const [key, expires, signature] = token.split(".");
  expect(verifyFormToken(context, "voucher", token)).toBeNull();
  expect(verifyFormToken(context, "payment", `aaaaaaaaaaaaaaaaaaaa.${expires}.${signature}`)).toBeNull();
  expect(verifyFormToken(context, "payment", `${key}.${Number(expires) + 1}.${signature}`)).toBeNull();
  expect(verifyFormToken(context, "payment", `${key}.${expires}`)).toBeNull();
  expect(verifyFormToken(context, "payment", undefined)).toBeNull();
  expect(verifyFormToken(contextWith("another-secret-another-secret-000"), "payment", token)).toBeNull();
});

test("a token expires a day after the form was rendered", () => {
  const context = contextWith("secret-one-secret-one-secret-one-1");
  const minted = Date.UTC(2026, 10, 22, 9);
  const token = mintFormToken(context, "payment", minted);
  expect(verifyFormToken(context, "payment", token, minted + FORM_TOKEN_TTL_MS - 1)).not.toBeNull();
  expect(verifyFormToken(context, "payment", token, minted + FORM_TOKEN_TTL_MS + 1)).toBeNull();
});
