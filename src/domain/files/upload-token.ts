import { createHash, timingSafeEqual } from "node:crypto";
import { UPLOAD_TOKEN } from "../../contracts/files.ts";

/**
 * Upload tokens are 256-bit random values minted by the page; only their SHA-256 is stored (the
 * token is as strong as a key, so no pepper is needed to make the hash useless to a thief).
 */
export function uploadOwnerOf(token: string | null | undefined): string | null {
  if (!token || !UPLOAD_TOKEN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one whose hash is `owner`, compared in constant time. */
export function ownsUpload(token: string | null | undefined, owner: string | null | undefined): boolean {
  const hash = uploadOwnerOf(token);
  if (!hash || !owner || owner.length !== hash.length) return false;
  return timingSafeEqual(Buffer.from(hash), Buffer.from(owner));
}
