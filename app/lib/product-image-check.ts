import type { OfferingType } from "../../src/contracts/catalogue.ts";
import { PRODUCT_IMAGE_SIZE, productImage } from "./product-image.ts";

/** Pictures travel on slow phone networks: each stays small (issue 19 asks for under 3 KB). */
export const PICTURE_MAX_BYTES = 3072;

type Product = { slug: string; type: OfferingType };

/**
 * What is wrong with the catalogue's pictures: a product whose picture file is missing (for a
 * phone, router or SIM, its own), or a drawing that is too big, unsized, or carries text
 * (the same picture serves three languages) or anything that loads or runs. `read` returns a
 * file's text under public/, or null when there is none.
 */
export function productImageProblems(products: Product[], read: (publicPath: string) => string | null): string[] {
  const problems: string[] = [];
  const checked = new Map<string, string[]>();
  for (const product of products) {
    const path = productImage(product);
    if (!checked.has(path)) checked.set(path, drawingProblems(read(path)));
    for (const problem of checked.get(path) ?? []) problems.push(`${product.slug}: ${path} ${problem}`);
  }
  return problems;
}

function drawingProblems(svg: string | null): string[] {
  if (svg === null) return ["does not exist"];
  const problems: string[] = [];
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > PICTURE_MAX_BYTES) problems.push(`is ${bytes} bytes (at most ${PICTURE_MAX_BYTES})`);
  const size = `viewBox="0 0 ${PRODUCT_IMAGE_SIZE} ${PRODUCT_IMAGE_SIZE}" width="${PRODUCT_IMAGE_SIZE}" height="${PRODUCT_IMAGE_SIZE}"`;
  if (!svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>`)) {
    problems.push(`must start <svg xmlns="http://www.w3.org/2000/svg" ${size}> (one canvas for every picture)`);
  }
  if (/<text\b|<foreignObject\b/i.test(svg)) problems.push("has text in it (pictures are language-neutral)");
  if (/<script\b|\son[a-z]+=|href=|url\(\s*['"]?(?!#)/i.test(svg)) problems.push("loads or runs something");
  return problems;
}
