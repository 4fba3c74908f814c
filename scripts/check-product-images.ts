/**
 * Every catalogue product has a picture file, phones, routers and SIMs one of their own, each small,
 * sized and free of text: `node scripts/check-product-images.ts` (part of `npm run content:check`).
 */
import { existsSync, readFileSync } from "node:fs";
import { productImageProblems } from "../app/lib/product-image-check.ts";
import type { OfferingType } from "../src/contracts/catalogue.ts";

const catalogue = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as {
  offerings: { slug: string; type: OfferingType }[];
};
const read = (path: string) => {
  const file = `public${path}`;
  return existsSync(file) ? readFileSync(file, "utf8") : null;
};
const problems = productImageProblems(catalogue.offerings, read);
for (const problem of problems) console.error(`product picture: ${problem}`);
console.log(`${catalogue.offerings.length} products checked for pictures, ${problems.length} problems.`);
process.exit(problems.length > 0 ? 1 : 0);
