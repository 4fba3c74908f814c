import type { ArticleImage as Image } from "../../../src/contracts/api/articles.ts";

/**
 * An article's picture with its real size (no layout shift); below the fold it loads only when
 * needed (`eager` for the first one a visitor sees).
 */
export function ArticleImage({ image, alt, eager = false }: { image: Image; alt: string | null; eager?: boolean }) {
  return (
    <img
      className="article-image"
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? ""}
      loading={eager ? "eager" : "lazy"}
      // The first picture is often the largest paint: fetched ahead of the others.
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
    />
  );
}
