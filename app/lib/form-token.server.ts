import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { webEnvContext } from "../context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/** What a token is for: a key minted for one kind of form is refused by another. */
export type FormPurpose = "voucher" | "payment" | "ticket";

/** A form left open longer than this is re-rendered with a fresh key instead of being used. */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60_000;

/**
 * DESIGN.md "Money and balances": forms that move money carry an idempotency key minted when the
 * form is rendered. Anonymous keys share one scope at the API, so a visitor must not choose their
 * own (and replay someone else's result): the key travels with an HMAC of the web server's secret,
 * and the action uses it only when the signature holds. Token: `<key>.<expiresAt>.<signature>`.
 */
export function mintFormToken(context: ContextReader, purpose: FormPurpose, now = Date.now()): string {
  const key = randomUUID().replaceAll("-", "");
  const expires = String(now + FORM_TOKEN_TTL_MS);
  return `${key}.${expires}.${sign(context, purpose, key, expires)}`;
}

/** The idempotency key of a token this server minted for this purpose and that has not expired, else null. */
export function verifyFormToken(
  context: ContextReader,
  purpose: FormPurpose,
  token: unknown,
  now = Date.now(),
): string | null {
  if (typeof token !== "string") return null;
  const [key, expires, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !key || !expires || !signature) return null;
  if (!/^[A-Za-z0-9]{16,64}$/.test(key) || !/^\d{1,15}$/.test(expires)) return null;
  if (Number(expires) < now) return null;
  const expected = Buffer.from(sign(context, purpose, key, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

function sign(context: ContextReader, purpose: FormPurpose, key: string, expires: string): string {
  // A key of its own, derived from the web server's cookie secret, so the two uses never mix.
  const secret = createHmac("sha256", context.get(webEnvContext).cookieSecret).update("form-token").digest();
  return createHmac("sha256", secret).update(`${purpose}|${key}|${expires}`).digest("base64url");
}
