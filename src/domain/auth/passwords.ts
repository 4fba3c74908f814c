import { randomBytes } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { argon2id, argon2Verify } from "hash-wasm";

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 };

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password: password.normalize("NFC"), salt: randomBytes(16), ...PARAMS, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: password.normalize("NFC"), hash });
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when an account does not exist, so a wrong number
 * and a wrong password take the same time (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString("base64url"));
  return decoy;
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
