import type { PageData } from "../lib/page-data.server.ts";
import { Blocks, type DrawCorporate } from "./blocks.tsx";

/** A content page: its blocks, with the page title as the only h1 (the first hero carries it). */
/** `corporate`: the corporate blocks' drawer, from the one route that has such pages (content-page). */
export function PageView({ data, corporate }: { data: PageData; corporate?: DrawCorporate }) {
  const startsWithHero = data.page.blocks[0]?.type === "hero";
  return (
    <article className="page">
      {startsWithHero ? null : (
        <header className="page-header container">
          <h1>{data.page.title}</h1>
        </header>
      )}
      <Blocks blocks={data.page.blocks} corporate={corporate} />
    </article>
  );
}
