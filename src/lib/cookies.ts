/** Reads one cookie from a Cookie header (names are matched exactly; values are not decoded). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * A cookie value we wrote percent-encoded, decoded; undefined when it is not valid percent-encoding
 * (a forged or damaged cookie counts as no cookie rather than a failure).
 */
export function decodeCookieValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
