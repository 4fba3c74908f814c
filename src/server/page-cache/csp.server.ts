import { createHash } from "node:crypto";

/** The hashes of a document's inline scripts and styles, as CSP source expressions. */
export type InlineHashes = { scripts: string[]; styles: string[] };

// React escapes "<" inside the inline scripts React Router writes, so "</script>" ends the element.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Hashes every inline script (those without `src`) and inline style of a rendered page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc=/.test(attributes) && body.length > 0) scripts.add(sha256(body));
  }
  for (const [, body = ""] of html.matchAll(INLINE_STYLE)) if (body.length > 0) styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page may run only the inline scripts it was rendered with (by hash) and what they load
 * ('strict-dynamic': the module entry imports our bundles, the tag manager its container). Hashes
 * instead of a per-response nonce keep the document the same for every visitor, so a cache or a
 * CDN can hand one copy to everyone (decision 041). 'self' and the tag manager's host only serve
 * browsers too old for 'strict-dynamic', which ignore it. Style attributes stay allowed: React sets them.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  tagManager: boolean,
  tileOrigin: string | null = null,
): string {
  const gtm = tagManager ? " https://www.googletagmanager.com" : "";
  const analytics = tagManager
    ? " https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com"
    : "";
  const scriptHashes = hashes.scripts.map((h) => ` ${h}`).join("");
  const styleHashes = hashes.styles.map((h) => ` ${h}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes}${scriptHashes ? " 'strict-dynamic'" : ""}${gtm}`,
    `style-src 'self'${styleHashes}`,
    "style-src-attr 'unsafe-inline'",
    // A configured tile server's pictures (the store locator's tile map); none by default.
    `img-src 'self' data:${analytics}${tileOrigin ? ` ${tileOrigin}` : ""}`,
    `connect-src 'self'${analytics}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
