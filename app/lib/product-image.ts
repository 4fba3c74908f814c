import type { OfferingType } from "../../src/contracts/catalogue.ts";

/**
 * Types whose every product is drawn on its own, in public/images/products/<slug>.svg: a phone
 * must look like that phone, a router like that router, each SIM like itself. Bundles, plans and
 * business products are services, drawn once per type: <type in kebab case>.svg. A name rule
 * rather than a table, so that the offer pages carry no list of pictures in their JavaScript;
 * scripts/check-product-images.ts fails when a product's file is missing.
 */
export const modelTypes: ReadonlySet<OfferingType> = new Set(["device", "prepaid_sim"]);

/** Every picture is drawn on the same square canvas, so one size serves any product. */
export const PRODUCT_IMAGE_SIZE = 120;

/** The picture of a catalogue product. */
export const productImage = ({ slug, type }: { slug: string; type: OfferingType }) =>
  `/images/products/${modelTypes.has(type) ? slug : type.replaceAll("_", "-")}.svg`;
