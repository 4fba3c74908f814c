import { productImage } from "./product-image.ts";

const SIMS = ["new-sim", "data-sim", "tourist-sim"];

/**
 * The picture of an ordered item, which names only its offering's slug: the phone itself, or the
 * SIM the new line comes on (the plain SIM for a plan's line), or the eSIM, where nothing is delivered.
 */
export function orderItemImage(item: { type: "new_line" | "device"; offering: string; sim: string | null }): string {
  if (item.type === "device") return productImage({ slug: item.offering, type: "device" });
  if (item.sim === "esim") return "/images/products/esim.svg";
  return productImage({ slug: SIMS.includes(item.offering) ? item.offering : "new-sim", type: "prepaid_sim" });
}
