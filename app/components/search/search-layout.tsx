import type { ReactNode } from "react";
import type { PageData } from "../../lib/page-data.server.ts";
import { Blocks } from "../blocks.tsx";

/**
 * A search page: the content record's opening (its hero carries the h1), then the search itself,
 * then the rest of the record (tips, pages people open most, the way to customer care).
 */
export function SearchLayout({ data, children }: { data: PageData; children: ReactNode }) {
  const blocks = data.page.blocks;
  const [first, ...others] = blocks;
  const hero = first?.type === "hero" ? first : null;
  return (
    <article className="page search">
      {hero ? (
        <Blocks blocks={[hero]} />
      ) : (
        <header className="page-header container">
          <h1>{data.page.title}</h1>
        </header>
      )}
      {children}
      <Blocks blocks={hero ? others : blocks} titleFirst={false} />
    </article>
  );
}
