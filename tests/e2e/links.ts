/** Links of server-rendered pages, for the crawls that check where "Buy", "Order" and "Redeem" lead. */

export type Link = { page: string; href: string; name: string };

/** Anchors of a server-rendered page, with their text as the accessible name. */
export function linksOf(page: string, html: string): Link[] {
  const main = html.replace(/<script[\s\S]*?<\/script>/g, "");
  return [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    page,
    href: (m[1] ?? "").replaceAll("&amp;", "&"),
    name: (m[2] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  }));
}
