/**
 * A bill as a one-page (or longer) A4 PDF in the customer's language: the operator's details,
 * the bill's facts, its items, totals and payments. Arabic and Sorani are laid out right to left.
 */
import PDFDocument from "pdfkit";
import type { BillDetail } from "../../contracts/api/bills.ts";
import { billItemLabel, billItemQuantity, billNumber, billPeriod } from "../../contracts/bill-text.ts";
import { formatMsisdn } from "../../contracts/msisdn.ts";
import { translate } from "../../i18n/catalogue.ts";
import { makeFormatters } from "../../i18n/formatters.ts";
import { getLocale, type LocaleCode } from "../../i18n/locales.ts";
import type { Values } from "../../i18n/translator.ts";
import { isolateLtr } from "../../lib/pdf/bidi-runs.ts";
import { PdfText } from "../../lib/pdf/pdf-text.ts";

/** The operator's contacts, as the contact page gives them (content/pages/support/contact-us.json). */
const CARE = { short: "107", phone: "+964 780 000 0107", email: "care@iq.zain.com" };
const BRAND_COLOR = "#5b2c83";
const MUTED = "#55505c";
const MARGIN = 48;

export async function renderBillPdf(
  bill: BillDetail,
  code: LocaleCode,
  brand: string,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const locale = getLocale(code);
  const t = (key: string, values?: Values) => translate(code, key, values);
  const format = makeFormatters(locale);
  const period = billPeriod(bill, t, format);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: locale.htmlLang,
    displayTitle: true,
    info: { Title: t("bills.bill.title", { period }), Author: brand, Subject: t("bills.pdf.title"), CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const text = new PdfText(doc, locale.dir);
  let y = MARGIN + 18;
  /** Starts a new page when `height` more would run into the bottom margin. */
  const room = (height: number) => {
    if (y + height < doc.page.height - MARGIN - 40) return;
    doc.addPage();
    y = MARGIN + 14;
  };
  const row = (label: string, value: string, bold = false) => {
    room(18);
    text.line(label, y, { size: 10, bold, color: bold ? undefined : MUTED });
    text.line(value, y, { size: 10, bold }, "end");
    y += 18;
  };

  text.line(brand, y, { size: 18, bold: true, color: BRAND_COLOR });
  text.line(t("bills.pdf.title"), y, { size: 13, bold: true }, "end");
  y += 16;
  text.line(t("bills.pdf.operator"), y, { size: 9, color: MUTED });
  y += 13;
  const care = t("bills.pdf.care", { short: isolateLtr(CARE.short), phone: isolateLtr(CARE.phone) });
  y = text.paragraph(care, y, { size: 9, color: MUTED }, 13);
  text.line(t("bills.pdf.email", { email: isolateLtr(CARE.email) }), y, { size: 9, color: MUTED });
  y += 12;
  text.rule(y, BRAND_COLOR);
  y += 28;

  text.line(t("bills.bill.title", { period }), y, { size: 15, bold: true });
  y += 24;
  row(t("bills.bill.line"), isolateLtr(formatMsisdn(bill.line.msisdn)));
  row(t("bills.bill.number"), billNumber(bill.id));
  row(t("bills.bill.issuedAt"), format.date(bill.issuedAt));
  row(t("bills.bill.dueAt"), format.date(bill.dueAt));
  row(t("bills.bill.status"), t(`myzain.bill.status.${bill.status}`));
  y += 8;

  room(60);
  text.line(t("bills.items.heading"), y, { size: 12, bold: true });
  y += 18;
  text.line(t("bills.items.what"), y, { size: 9, color: MUTED });
  text.line(t("bills.items.amount"), y, { size: 9, color: MUTED }, "end");
  y += 6;
  text.rule(y);
  y += 16;
  for (const item of bill.items) {
    const quantity = billItemQuantity(item, t);
    const label = billItemLabel(item, t);
    row(quantity ? `${label} (${quantity})` : label, format.iqd(item.amountIqd));
  }
  text.rule(y - 10);
  y += 4;
  row(t("bills.bill.total"), format.iqd(bill.totalIqd), true);
  row(t("bills.bill.paid"), format.iqd(bill.paidIqd));
  row(t("bills.bill.left"), format.iqd(bill.totalIqd - bill.paidIqd), true);
  y += 8;

  room(50);
  text.line(t("bills.payments.heading"), y, { size: 12, bold: true });
  y += 20;
  if (bill.payments.length === 0) {
    text.line(t("bills.payments.none"), y, { size: 10, color: MUTED });
    y += 18;
  }
  for (const p of bill.payments) {
    const when = p.paidAt ? format.date(p.paidAt) : t("bills.payments.earlier");
    row(`${when} · ${t(`bills.payments.source.${p.source}`)}`, format.iqd(p.amountIqd));
  }
  y += 10;
  room(40);
  text.rule(y);
  text.paragraph(t("bills.pdf.footer"), y + 18, { size: 9, color: MUTED }, 13);

  text.finish();
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
