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
 * Files are not looked into: their bytes are stored as bytes. The walk keeps its own stack rather
 * than recursing, so a body nested thousands of levels deep is checked, not a stack overflow (500).
 */
export function unstorableTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  // Each step knows its parent, so a path is only built for the one bad string.
  type Step = { item: unknown; key?: string | number; parent?: Step };
  const pathOf = (step: Step | undefined, key?: string | number): (string | number)[] => {
    const keys = key === undefined ? [] : [key];
    for (let at = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const pending: Step[] = [{ item: value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { item } = step;
    if (typeof item === "string") {
      if (!isStorableText(item)) return pathOf(step);
    } else if (Array.isArray(item)) {
      // Pushed last to first, so the first element is looked at first, as a reader would.
      for (let index = item.length - 1; index >= 0; index--)
        pending.push({ item: item[index], key: index, parent: step });
    } else if (item && typeof item === "object" && !(item instanceof Blob)) {
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => !isStorableText(key));
      if (badKey) return pathOf(step, badKey[0]);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] ?? [];
        if (key !== undefined) pending.push({ item: child, key, parent: step });
      }
    }
  }
  return null;
}
