import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The web server tells the API the browser's address (per-client limits) in X-Client-IP. Over a
 * network anyone could send that header, so the web server signs it with a key derived from the
 * session pepper, which web and API instances share; the API believes only a signed address.
 */
export const CLIENT_IP_SIGNATURE = "X-Client-IP-Signature";

const keys = new Map<string, Buffer>();
function keyOf(pepper: string): Buffer {
  let key = keys.get(pepper);
  if (!key) {
    key = createHmac("sha256", pepper).update("client-ip").digest();
    keys.set(pepper, key);
  }
  return key;
}

export const signClientIp = (pepper: string, ip: string) =>
  createHmac("sha256", keyOf(pepper)).update(ip).digest("base64url");

export function clientIpSigned(pepper: string, ip: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signClientIp(pepper, ip));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
