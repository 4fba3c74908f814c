/**
 * A product's drawing (app/lib/product-image.ts picks the file). Width and height are always given,
 * so the page never moves when it arrives; `alt` is the product's name, or "" where the name is
 * written right beside it. Lazy unless it is among the first things on screen.
 */
export function ProductPicture({
  src,
  size,
  alt,
  eager = false,
  className,
}: {
  src: string;
  size: number;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className ? `product-picture ${className}` : "product-picture"}
      src={src}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
