/**
 * order/identity: after a reviewer refused the identity check of the order this browser placed,
 * new photos and details are sent again (redoIdentityOp, with the order's access token), and the
 * order goes back to review. The reason comes from the order itself, never from the address.
 */
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { redoIdentityOp, trackOrderOp } from "../../../src/contracts/api/orders.ts";
import { apiFor } from "../../lib/api.server.ts";
import { identityDetailsSchema } from "../../lib/ekyc-details.ts";
import { receivePhotos, refuse, type StepArgs, textValues } from "../../lib/ekyc-steps.server.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { readOrderDraft } from "../../lib/order-draft.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";

const api = (args: StepArgs) => apiFor(args.context, args.request, localeOf(args.params));

/** The order this browser placed and its latest identity check, or null when there is none to see. */
async function placedOrder(args: StepArgs) {
  const draft = readOrderDraft(args.context, args.request);
  const placed = draft?.placed;
  if (!draft || !placed) return null;
  try {
    const query = { reference: placed.reference, contact: placed.contact };
    return { draft, placed, order: await api(args).call(trackOrderOp, { query }) };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export async function redoData(args: StepArgs) {
  const found = await placedOrder(args);
  const view = (() => {
    if (!found) return { kind: "none" as const };
    const { order, draft } = found;
    if (order.identity?.state !== "rejected") {
      return { kind: "notNeeded" as const, reference: order.reference, stateLabel: order.stateLabel };
    }
    const { reason, note } = order.identity;
    return { kind: "rejected" as const, reference: order.reference, reason, note, uploadToken: draft.uploadToken };
  })();
  return data(view, { headers: PRIVATE_HEADERS });
}

/** The API's field paths (`identity.dateOfBirth`, `front.uploadId`) as this form's field names. */
function onThisForm(errors: FormErrors): FormErrors {
  const fields = Object.fromEntries(
    Object.entries(errors.fields).map(([path, message]) => [
      path.replace(/^identity\./, "").split(".")[0] ?? path,
      message,
    ]),
  );
  return { ...errors, fields };
}

export async function submitRedo(args: StepArgs) {
  const draft = readOrderDraft(args.context, args.request);
  const placed = draft?.placed;
  if (!draft || !placed) throw redirect(pageUrlOf(args.request).pathname);
  const received = await receivePhotos(args, { uploadToken: draft.uploadToken, kept: {} }, ["front", "back", "selfie"]);
  if (!received.ok) return refuse(args, received.status, received.errors);
  const values = textValues(received.form);
  const checked = validate(identityDetailsSchema, values);
  const fields = { ...received.errors.fields, ...("errors" in checked ? checked.errors.fields : {}) };
  const { front, back, selfie } = received.photos;
  if (!("data" in checked) || !front || !back || !selfie) {
    return refuse(args, 400, { fields }, { photos: received.photos, values });
  }
  const uploadToken = draft.uploadToken;
  try {
    await api(args).call(redoIdentityOp, {
      params: { reference: placed.reference },
      headers: { "x-order-token": placed.accessToken },
      body: {
        ...checked.data,
        front: { uploadId: front, uploadToken },
        back: { uploadId: back, uploadToken },
        selfie: { uploadId: selfie, uploadToken },
      },
    });
  } catch (error) {
    const status = error instanceof ApiClientError ? error.status : 500;
    return refuse(args, status, onThisForm(apiFormErrors(error)), { photos: received.photos, values });
  }
  return data({ sent: placed.reference }, { headers: PRIVATE_HEADERS });
}
