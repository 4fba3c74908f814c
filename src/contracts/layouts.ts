/** The layouts of spec section 2; a route or page naming any other fails at start-up. */
export const layoutNames = [
  "business",
  "default",
  "empty",
  "landing",
  "myzain",
  "postcat",
  "postcatbusiness",
  "static",
] as const;
export type LayoutName = (typeof layoutNames)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === "string" && (layoutNames as readonly string[]).includes(value);
}
