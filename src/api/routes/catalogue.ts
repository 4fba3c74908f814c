import type { Context } from "hono";
import * as ops from "../../contracts/api/catalogue.ts";
import { getOfferingDetails } from "../../domain/catalogue/offering-details.ts";
import { getOffering, listOfferings } from "../../domain/catalogue/offerings.ts";
import { personalOffers } from "../../domain/catalogue/personal-offers.ts";
import type { ApiEnv } from "../context.ts";
import { implement } from "../operation-route.ts";
import { publicRead, publicReader } from "../public-reads.ts";
import { newRouter } from "../router.ts";

/** A found answer may be cached for five minutes, per language; an error is not. */
export function cacheable(c: Context<ApiEnv>) {
  c.header("Cache-Control", "public, max-age=300");
  c.header("Vary", "Accept-Language");
}

/** The offer catalogue (`/api/v1/offerings/...`): public, localized by Accept-Language, cacheable. */
export function catalogueRoutes() {
  const r = newRouter();

  implement(r, ops.listOfferingsOp, async (c, { query }) => {
    const offerings = await publicRead(c, "listOfferings", query, (reader) =>
      listOfferings({ ctx: reader, input: query }),
    );
    cacheable(c);
    return offerings;
  });

  // Before `/offerings/{slug}`, which would take "for-me" for a slug.
  implement(r, ops.listPersonalOffersOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return personalOffers({ ctx });
  });

  implement(r, ops.getOfferingOp, async (c, { params }) => {
    const offering = await publicReader(c, (reader) => getOffering({ ctx: reader, input: params }));
    cacheable(c);
    return offering;
  });

  implement(r, ops.getOfferingDetailsOp, async (c, { params }) => {
    const details = await publicReader(c, (reader) => getOfferingDetails({ ctx: reader, input: params }));
    cacheable(c);
    return details;
  });

  return r;
}
