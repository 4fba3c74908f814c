/** Whether `value` is one of `options`, narrowing it to their type (for `as const` lists). */
export function isOneOf<const T extends readonly unknown[]>(options: T, value: unknown): value is T[number] {
  return options.includes(value);
}
