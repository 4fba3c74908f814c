import { ApiClientError } from "../../src/client/api-client.ts";
import { type BillDue, getBillDueOp, getPaymentOptionsOp } from "../../src/contracts/api/payments.ts";
import { webEnvContext } from "../context.ts";
import { mintFormToken } from "../lib/form-token.server.ts";
import { apiFormErrors, type FormErrors } from "../lib/forms.ts";
import { linesFor, type NumberPreset, OTHER_NUMBER, presetNumber } from "../lib/number-choice.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { startPayment } from "../lib/payment-actions.server.ts";
import { ownLines, type PaymentArgs, paymentApi } from "../lib/payment-pages.server.ts";
import { cancelUnfinished, unfinishedPayments } from "../lib/unfinished-payments.server.ts";

type Api = ReturnType<typeof paymentApi>;
export type BillLookup = { msisdn: string; due: BillDue | null; errors: FormErrors | null };

/**
 * The number the address asks about: `?line=` names an own line (by id) or any number; the lookup
 * form sends `?msisdn=` (with `line=other` for a signed-in customer paying for someone else).
 */
function askedNumber(search: URLSearchParams, ownMsisdn: (id: string) => string | undefined): string | null {
  const line = search.get("line")?.trim();
  if (line && line !== OTHER_NUMBER) return ownMsisdn(line) ?? line;
  return search.get("msisdn")?.trim() || null;
}

/** A positive whole number of dinars from the address, or null. */
function wholeAmount(value: string | null): number | null {
  const amount = Number(value);
  return value && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** What is due on a number; a bad number or too many lookups is the form's to say, not the page's error. */
async function lookUp(api: Api, msisdn: string): Promise<BillLookup> {
  try {
    return { msisdn, due: await api.call(getBillDueOp, { query: { msisdn } }), errors: null };
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 422 || error.status === 429)) {
      return { msisdn, due: null, errors: apiFormErrors(error) };
    }
    throw error;
  }
}

/**
 * postpaid/pay-bill-postpaid: its content record, the customer's postpaid lines, and, once a
 * number is asked (a GET form, so the address can be shared), what is due on it. The payment
 * form's signed idempotency key is minted here.
 */
export async function payBillPageData(args: PaymentArgs) {
  const api = paymentApi(args);
  const search = pageUrlOf(args.request).searchParams;
  const [page, options, own, unfinished] = await Promise.all([
    loadPageData(args, "postpaid/pay-bill-postpaid", { indexable: true }),
    api.call(getPaymentOptionsOp),
    ownLines(args, api),
    unfinishedPayments(args, api, "bill"),
  ]);
  const lines = linesFor(own, "bill");
  const asked = askedNumber(search, (id) => lines.find((l) => l.id === id)?.msisdn);
  const prefixes = args.context.get(webEnvContext).config.auth.mobilePrefixes;
  const wanted = search.get("line");
  const preset: NumberPreset =
    wanted && wanted !== OTHER_NUMBER
      ? presetNumber(lines, wanted, prefixes)
      : asked
        ? { selected: OTHER_NUMBER, typed: asked }
        : presetNumber(lines, null, prefixes);
  return {
    ...page,
    options,
    lines,
    preset,
    lookup: asked ? await lookUp(api, asked) : null,
    // "Pay this bill" on a bill page names the amount that settles it (`?amount=`).
    amount: wholeAmount(search.get("amount")),
    unfinished,
    token: mintFormToken(args.context, "payment"),
  };
}

/**
 * Pays all that is due (the default) or part of it: the browser then goes to the gateway. Or
 * cancels an unfinished payment, so a new one may start at once.
 */
export async function submitBillPayment(args: PaymentArgs) {
  const form = Object.fromEntries(await args.request.formData());
  if (form.intent === "cancel-payment") return cancelUnfinished(args, paymentApi(args), form.paymentId);
  const values: Record<string, string> = {};
  for (const name of ["choice", "amountPart"]) if (typeof form[name] === "string") values[name] = form[name];
  const sent = { values, typedNumber: false };
  const msisdn = typeof form.msisdn === "string" ? form.msisdn : "";
  const amount = form.choice === "part" ? form.amountPart : form.due;
  return startPayment(args, paymentApi(args), "bill", { purpose: "bill", msisdn, amount, token: form.token }, sent);
}
