import { getPaymentOptionsOp } from "../../src/contracts/api/payments.ts";
import { webEnvContext } from "../context.ts";
import { mintFormToken } from "../lib/form-token.server.ts";
import { chosenMsisdn, linesFor, presetNumber } from "../lib/number-choice.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { redeemVoucher, sentOf, startPayment } from "../lib/payment-actions.server.ts";
import { ownLines, type PaymentArgs, paymentApi } from "../lib/payment-pages.server.ts";
import { OTHER_AMOUNT, type RechargeMethod } from "../lib/payments.ts";
import { startProof, verifyProof } from "../lib/recharge-proof.server.ts";
import { cancelUnfinished, unfinishedPayments } from "../lib/unfinished-payments.server.ts";

export type RechargeKind = "recharge" | "mbb";

/**
 * A recharge page: its content record (title, ways to recharge, FAQ), what online payment allows
 * today, the customer's own prepaid lines when signed in, and a signed idempotency key per form,
 * minted here when the forms are drawn so that a double submit moves money once.
 */
export async function rechargePageData(args: PaymentArgs, slug: string, kind: RechargeKind) {
  const api = paymentApi(args);
  const url = pageUrlOf(args.request);
  const [page, options, own, unfinished] = await Promise.all([
    loadPageData(args, slug, { indexable: true }),
    api.call(getPaymentOptionsOp),
    ownLines(args, api),
    unfinishedPayments(args, api, "recharge"),
  ]);
  const lines = linesFor(own, kind);
  const prefixes = args.context.get(webEnvContext).config.auth.mobilePrefixes;
  // An unfinished online payment is shown first, unless the visitor chose a way to recharge.
  const asked = url.searchParams.get("method") ?? (unfinished.length > 0 ? "online" : null);
  const method: RechargeMethod = options.online && asked === "online" ? "online" : "card";
  return {
    ...page,
    options,
    lines,
    preset: presetNumber(lines, url.searchParams.get("line"), prefixes),
    method,
    unfinished,
    tokens: { voucher: mintFormToken(args.context, "voucher"), payment: mintFormToken(args.context, "payment") },
  };
}

/**
 * A card code to redeem, an online recharge to start (then the browser goes to the gateway), an
 * unfinished one to cancel, or a step of proving a locked number by SMS code (recharge-proof.server.ts).
 */
export async function submitRecharge(args: PaymentArgs, kind: RechargeKind) {
  const form = Object.fromEntries(await args.request.formData());
  const api = paymentApi(args);
  const lines = linesFor(await ownLines(args, api), kind);
  const msisdn = chosenMsisdn(form, lines);
  const ids = lines.map((l) => l.id);
  if (form.intent === "cancel-payment") return cancelUnfinished(args, api, form.paymentId);
  if (form.intent === "online") {
    const sent = sentOf(form, ["amount", "amountOther"], ids);
    const amount = form.amount === OTHER_AMOUNT ? form.amountOther : form.amount;
    return startPayment(args, api, "online", { purpose: "recharge", msisdn, amount, token: form.token }, sent);
  }
  const sent = sentOf(form, ["code"], ids);
  const flowId = typeof form.flowId === "string" ? form.flowId : undefined;
  if (form.intent === "proof-start") return startProof(api, msisdn, sent, flowId);
  if (form.intent === "proof-verify") return verifyProof(api, msisdn, sent, flowId ?? "", form.smsCode);
  return redeemVoucher(args, api, { msisdn, code: form.code, token: form.token, proof: form.proof }, sent);
}
