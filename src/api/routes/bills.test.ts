import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { billedCustomer } from "../../../tests/factories/bills.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { inReadingOrder, pdfText } from "../../../tests/pdf-text.ts";
import { getBillOp, getBillPdfOp } from "../../contracts/api/bills.ts";
import { billNumber } from "../../contracts/bill-text.ts";

/** Each test issues a bill in one transaction and most render a PDF: slow on a busy machine. */
const SLOW = 120_000;

const as = (token: string, language = "en") => ({
  headers: { Authorization: `Bearer ${token}`, "Accept-Language": language },
});

test(
  "a customer reads their bill itemised; another customer, or no session, gets the one error shape",
  () =>
    withRollback(async (handle, db) => {
      const api = testApi(handle);
      const c = await billedCustomer(db);
      const path = `/api/v1/lines/${c.lineId}/bills/${c.bill.id}`;
      const own = await call(api, path, as(c.token));
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      const bill = await own.json();
      expect(bill).toMatchObject({ id: c.bill.id, totalIqd: c.bill.totalIqd, line: { id: c.lineId } });
      expect(bill.items.map((i: { kind: string }) => i.kind)).toEqual(["plan", "bundle", "usage", "usage", "tax"]);

      const stranger = await fundedCustomer(db, 0, { billing: "postpaid" });
      const theirs = await call(api, `/api/v1/lines/${stranger.lineId}/bills/${c.bill.id}`, as(stranger.token, "ar"));
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toMatchObject({ code: "bill_not_found", message: "لم نجد هذه الفاتورة." });
      expect((await call(api, `${path}/pdf`, as(stranger.token))).status).toBe(404);
      expect((await call(api, `${path}/pdf`)).status).toBe(401);
      expect((await call(api, `/api/v1/lines/${c.lineId}/bills/not-a-bill`, as(c.token))).status).toBe(422);
    }),
  SLOW,
);

test(
  "the bill's PDF is a private download named for the bill and its language",
  () =>
    withRollback(async (handle, db) => {
      const api = testApi(handle);
      const c = await billedCustomer(db);
      const res = await call(api, `/api/v1/lines/${c.lineId}/bills/${c.bill.id}/pdf`, as(c.token, "ckb"));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="bill-${billNumber(c.bill.id)}-ku.pdf"`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    }),
  SLOW,
);

/** The PDF's text, one line per row, as pdf.js extracts it. */
async function billText(language: string) {
  let text = "";
  await withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await billedCustomer(db);
    const res = await call(api, `/api/v1/lines/${c.lineId}/bills/${c.bill.id}/pdf`, as(c.token, language));
    text = await pdfText(new Uint8Array(await res.arrayBuffer()));
  });
  return text;
}

test(
  "the Arabic bill PDF holds its words in logical order: shaped letters, digits and numbers the right way round",
  async () => {
    const text = await billText("ar");
    for (const phrase of [
      "زين العراق",
      "فاتورة الهاتف المحمول",
      "مكالمات ورسائل دولية",
      "التجوال خارج العراق",
      "الضريبة",
      "آخر موعد للدفع",
      "خدمة العملاء",
      "+964 780 000 0107",
      "care@iq.zain.com",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    // A row reads from its start: what the item is, then the name with its digits the right way round.
    expect(inReadingOrder(text, ["رسوم الباقة الشهرية", "باور ٢٥"]), text).toBe(true);
    expect(inReadingOrder(text, ["باقة إضافية", "تجوال تركيا"]), text).toBe(true);
    // Amounts in Arabic-Indic digits with their grouping, not reversed (٠٠٠٬٥٢).
    for (const amount of ["٢٥٬٠٠٠", "١٥٬٠٠٠", "٨٠٠"]) expect(text, amount).toContain(amount);
  },
  SLOW,
);

test(
  "the Sorani bill PDF holds its words in logical order, Sorani letters and lam-alef included",
  async () => {
    const text = await billText("ckb");
    for (const phrase of [
      "زەین عێراق",
      "پسوولەی مۆبایل",
      "پەیوەندی و نامەی نێودەوڵەتی",
      "ڕۆمینگ لە دەرەوەی وڵات",
      "باج",
      "کۆتا ڕۆژی پارەدان",
      "+964 780 000 0107",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(inReadingOrder(text, ["کرێی مانگانەی پلان", "پاوەر ٢٥"]), text).toBe(true);
    expect(text).toContain("٢٥٬٠٠٠");
  },
  SLOW,
);

test(
  "the English bill PDF reads left to right with the same facts",
  async () => {
    const text = await billText("en");
    for (const phrase of ["Zain Iraq", "Mobile bill", "International calls and SMS", "Tax"]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(inReadingOrder(text, ["Monthly plan fee:", "Power 25"]), text).toBe(true);
    expect(text).toContain("IQD 25,000");
  },
  SLOW,
);

test("both bill operations are documented, the PDF as a file", () =>
  withRollback(async (handle) => {
    const doc = await (await call(testApi(handle), "/api/v1/openapi.json", { key: null })).json();
    expect(doc.paths[`/api/v1${getBillOp.path}`].get.responses["200"].content["application/json"]).toBeDefined();
    const pdf = doc.paths[`/api/v1${getBillPdfOp.path}`].get.responses["200"].content["application/pdf"];
    expect(pdf.schema).toMatchObject({ type: "string", format: "binary" });
  }));
