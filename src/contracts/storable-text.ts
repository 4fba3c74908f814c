/**
 * Text PostgreSQL can store. A `text` or `jsonb` value may not hold the NUL character, and a lone
 * UTF-16 surrogate (valid in a JavaScript string, never in UTF-8) is either refused by the driver or
 * silently replaced. Such text never comes from a person typing; it is refused where it comes in.
 */
export const UNSTORABLE_TEXT_MESSAGE = "validation.text.unstorable";

export function isStorableText(value: string): boolean {
  return !value.includes("\0") && value.isWellFormed();
}

/**
 * The path of the first string (or object key) in `value` that PostgreSQL could not store, or null.
 * Files are not looked into: their bytes are stored as bytes.
 */
export function unstorableTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
