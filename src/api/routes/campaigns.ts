import * as ops from "../../contracts/api/campaigns.ts";
import { getCampaign } from "../../domain/campaigns/campaigns.ts";
import { searchHandsets } from "../../domain/campaigns/handsets.ts";
import { requestDevice } from "../../domain/campaigns/leads.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Member-area campaigns, device order requests and the handset 4G checker. */
export function campaignRoutes() {
  const r = newRouter();

  implement(r, ops.getCampaignOp, (c, { ctx, params }) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Accept-Language");
    return getCampaign({ ctx, input: params });
  });

  implement(r, ops.requestDeviceOp, async (c, { ctx, params, body }) => {
    const { reference, created } = await requestDevice({ ctx, input: { ...body, campaign: params.slug } });
    // A repeat updated the open request: 200, and no second SMS.
    if (!created) c.status(ops.requestDeviceOp.success.also.status);
    return { reference, created };
  });

  implement(r, ops.searchHandsetsOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "public, max-age=3600");
    return searchHandsets({ ctx, input: query });
  });

  return r;
}
