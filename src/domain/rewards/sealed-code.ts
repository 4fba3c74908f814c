import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Codes a customer must be able to read again (partner vouchers, free vouchers) are sealed with
 * AES-256-GCM under a key derived from the voucher pepper (docs/decisions/057-rewards.md): a
 * leaked table or backup shows no code, and a tampered value fails to open rather than showing
 * another code. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const keys = new Map<string, Buffer>();
/** The sealing key, derived once per pepper (an import seals thousands of codes). */
function keyOf(pepper: string): Buffer {
  let key = keys.get(pepper);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", pepper, "zain-rewards", "reward-codes:v1", 32));
    keys.set(pepper, key);
  }
  return key;
}

export function sealCode(pepper: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(pepper), iv);
  const sealed = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openCode(pepper: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("sealed code in an unknown format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(pepper), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** A partner code's lookup key, so one code is never imported twice (without storing it in clear). */
export const partnerCodeHash = (pepper: string, reward: string, code: string) =>
  createHmac("sha256", pepper).update(`reward-code:${reward}:${code}`).digest("hex");
