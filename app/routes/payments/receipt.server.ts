import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { cancelPaymentOp, getPaymentOp } from "../../../src/contracts/api/payments.ts";
import { viewerContext } from "../../context.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { type PaymentArgs, paymentApi } from "../../lib/payment-pages.server.ts";

type ReceiptArgs = PaymentArgs & { params: { paymentId?: string } };

/**
 * A payment as the server knows it, asked with the receipt's token (`?t=`, from the gateway's
 * return address) or the customer's session. Asking also makes the server check an open payment
 * with the gateway, so asking again is how a pending receipt moves on. The browser's return is
 * only a hint: nothing here trusts the address beyond the token.
 */
export async function receiptData(args: ReceiptArgs) {
  const signedIn = args.context.get(viewerContext) !== null;
  const token = pageUrlOf(args.request).searchParams.get("t");
  const id = args.params.paymentId ?? "";
  try {
    const payment = await paymentApi(args).call(getPaymentOp, {
      params: { id },
      headers: token ? { "x-payment-token": token } : {},
    });
    return { payment, signedIn, token };
  } catch (error) {
    // Unknown, someone else's, or a token that does not match: one answer for all three.
    if (error instanceof ApiClientError && [400, 401, 403, 404, 422].includes(error.status)) {
      return data({ payment: null, signedIn, token: null }, { status: 404 });
    }
    throw error;
  }
}

/**
 * "Cancel payment" on an unfinished payment's receipt: with the receipt's token (sent back with the
 * form) or the customer's session. The page is then drawn again from the server's answer.
 */
export async function cancelFromReceipt(args: ReceiptArgs) {
  const form = await args.request.formData();
  const token = form.get("t") ?? pageUrlOf(args.request).searchParams.get("t");
  const api = paymentApi(args);
  try {
    await api.call(cancelPaymentOp, {
      params: { id: args.params.paymentId ?? "" },
      headers: typeof token === "string" && token ? { "x-payment-token": token } : {},
    });
    return { problem: null };
  } catch (error) {
    // Money on its way, an ended payment, a gateway that cannot say: each is a message on the receipt.
    if (!(error instanceof ApiClientError)) throw error;
    return data({ problem: error.message }, { status: error.status === 401 ? 422 : error.status });
  }
}
