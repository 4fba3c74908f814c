import { billNumber } from "../../contracts/bill-text.ts";
import type { ServiceCall } from "../context.ts";
import { getBill } from "./bill-detail.ts";

/**
 * One of the customer's bills as a PDF in the caller's language, named for what it is
 * (`bill-1A2B3C4D-ar.pdf`). The same owner check as the bill itself: another's bill is a 404.
 */
export async function billPdf({
  ctx,
  input,
}: ServiceCall<{ lineId: string; billId: string }>): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const bill = await getBill({ ctx, input });
  const brand = ctx.env.config.brand.names[ctx.locale];
  // pdfkit, fontkit and the fonts load with the first PDF asked for, not with every API start.
  const { renderBillPdf } = await import("./bill-document.ts");
  const bytes = await renderBillPdf(bill, ctx.locale, brand, ctx.now);
  return { bytes, filename: `bill-${billNumber(bill.id)}-${ctx.locale}.pdf` };
}
