import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets a customer must be able to read again (partner vouchers, a SIM's PUK) are sealed with
 * AES-256-GCM: a leaked table or backup shows nothing, and a tampered value fails to open rather
 * than showing another one. Each use has its own key, derived with HKDF from a configured secret and
 * the use's own label, so one use's key opens nothing of another's. Format:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export type SealKey = { secret: string; salt: string; info: string };

const keys = new Map<string, Buffer>();
/** The key, derived once per secret and use (an import seals thousands of values). */
function keyOf({ secret, salt, info }: SealKey): Buffer {
  const id = `${salt}\u0000${info}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, salt, info, 32));
    keys.set(id, key);
  }
  return key;
}

export function seal(key: SealKey, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(key), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function unseal(key: SealKey, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("sealed value in an unknown format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(key), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
