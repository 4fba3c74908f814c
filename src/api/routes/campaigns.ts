import * as ops from "../../contracts/api/campaigns.ts";
import { getCampaign } from "../../domain/campaigns/campaigns.ts";
import { searchHandsets } from "../../domain/campaigns/handsets.ts";
import { requestDevice } from "../../domain/campaigns/leads.ts";
import { implement } from "../operation-route.ts";
import { publicRead, publicReader } from "../public-reads.ts";
import { newRouter } from "../router.ts";
import { cacheable } from "./catalogue.ts";

/** Member-area campaigns, device order requests and the handset 4G checker. */
export function campaignRoutes() {
  const r = newRouter();

  implement(r, ops.getCampaignOp, async (c, { params }) => {
    const campaign = await publicRead(c, "getCampaign", params, (reader) =>
      getCampaign({ ctx: reader, input: params }),
    );
    cacheable(c);
    return campaign;
  });

  implement(r, ops.requestDeviceOp, async (c, { ctx, params, body }) => {
    const { reference, created } = await requestDevice({ ctx, input: { ...body, campaign: params.slug } });
    // A repeat updated the open request: 200, and no second SMS.
    if (!created) c.status(ops.requestDeviceOp.success.also.status);
    return { reference, created };
  });

  implement(r, ops.searchHandsetsOp, async (c, { query }) => {
    const handsets = await publicReader(c, (reader) => searchHandsets({ ctx: reader, input: query }));
    c.header("Cache-Control", "public, max-age=3600");
    return handsets;
  });

  return r;
}
