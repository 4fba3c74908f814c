import { localeCodes } from "../../src/i18n/locales.ts";
import { webEnvContext } from "../context.ts";
import type { Route } from "./+types/robots";

/** Points crawlers at the sitemap and keeps them out of the signed-in area, sign-in and registration. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(webEnvContext).config;
  const blocked = ["myzain", "registration", "signin", "login", "404", "500"];
  const lines = [
    "User-agent: *",
    ...localeCodes.flatMap((code) => blocked.map((path) => `Disallow: /${code}/${path}`)),
    "Disallow: /api/",
    "Disallow: /set-language",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
