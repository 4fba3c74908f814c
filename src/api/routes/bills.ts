import { getBillOp, getBillPdfOp } from "../../contracts/api/bills.ts";
import { getBill } from "../../domain/bills/bill-detail.ts";
import { billPdf } from "../../domain/bills/bill-pdf.ts";
import { implement, implementRaw } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** One bill of the signed-in customer's line, as data and as a PDF (`/api/v1/lines/{lineId}/bills/{billId}`). */
export function billRoutes() {
  const r = newRouter();

  implement(r, getBillOp, (_c, { ctx, params }) => getBill({ ctx, input: params }));

  implementRaw(r, getBillPdfOp, async (_c, { ctx, params }) => {
    const { bytes, filename } = await billPdf({ ctx, input: params });
    return new Response(bytes, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Content-Language": ctx.locale === "ku" ? "ckb" : ctx.locale,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  return r;
}
