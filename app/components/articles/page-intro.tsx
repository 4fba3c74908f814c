import type { Block } from "../../../src/contracts/page-content.ts";
import { Blocks } from "../blocks.tsx";

/** The top of a content page above its articles: its hero (with the h1), or else the title. */
export function PageIntro({ blocks, title }: { blocks: Block[]; title: string }) {
  const [first] = blocks;
  if (first?.type === "hero") return <Blocks blocks={[first]} />;
  return (
    <header className="page-header container">
      <h1>{title}</h1>
    </header>
  );
}

/** The content page's blocks that follow its intro (drawn after the articles). */
export const afterIntro = (blocks: Block[]) => (blocks[0]?.type === "hero" ? blocks.slice(1) : blocks);
