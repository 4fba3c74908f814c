import * as ops from "../../contracts/api/catalogue.ts";
import { getOffering, listOfferings } from "../../domain/catalogue/offerings.ts";
import { personalOffers } from "../../domain/catalogue/personal-offers.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The offer catalogue (`/api/v1/offerings/...`): public, localized by Accept-Language, cacheable. */
export function catalogueRoutes() {
  const r = newRouter();

  implement(r, ops.listOfferingsOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Accept-Language");
    return listOfferings({ ctx, input: query });
  });

  // Before `/offerings/{slug}`, which would take "for-me" for a slug.
  implement(r, ops.listPersonalOffersOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return personalOffers({ ctx });
  });

  implement(r, ops.getOfferingOp, (c, { ctx, params }) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Accept-Language");
    return getOffering({ ctx, input: params });
  });

  return r;
}
