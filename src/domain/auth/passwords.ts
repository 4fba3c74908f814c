import { randomBytes } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { PasswordHasher } from "./password-pool.ts";

/**
 * A hash of a password nobody has, verified when an account does not exist, so a wrong number
 * and a wrong password take the same time (no account enumeration by timing). Made once; a
 * refusal (a full hashing queue) is not kept, so the next sign-in makes it.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(hasher: PasswordHasher): Promise<string> {
  const made = decoy ?? hasher.hash(randomBytes(24).toString("base64url"));
  decoy = made;
  made.catch(() => {
    if (decoy === made) decoy = undefined;
  });
  return made;
}

const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

/** Common passwords (about 50,000 of the most used) and the customer's own number are refused. */
export function isWeakPassword(password: string, msisdn?: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  if (/^(.)\1+$/.test(password)) return true;
  if (msisdn) {
    const national = `0${msisdn.slice(3)}`;
    if (lower.includes(national) || lower.includes(msisdn.slice(3))) return true;
  }
  return false;
}
