import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random token: 32 bytes (256 bits), URL-safe. Used for sessions, refresh tokens, tickets and flows. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Six random digits from a cryptographic source. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Keyed hash (HMAC-SHA256 with the pepper): what the database stores instead of a token or code. */
export function keyedHash(pepper: string, value: string): string {
  return createHmac("sha256", pepper).update(value).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
