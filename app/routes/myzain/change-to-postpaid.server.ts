import { randomBytes, randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { getConversionOptionsOp, requestConversionOp } from "../../../src/contracts/api/postpaid-conversions.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import type { IdentityInput } from "../../../src/contracts/orders.ts";
import { identityDetailsSchema } from "../../lib/ekyc-details.ts";
import { type ReceivedPhotos, receivePhotos, textValues } from "../../lib/ekyc-steps.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { localizedPath } from "../../lib/paths.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";

/**
 * myzain/change-to-postpaid (issue 21): whether the chosen line can move to postpaid, the plans
 * with their credit limits, and the latest request. The form's key is minted here (exactly once),
 * and, when the holder has not passed an identity check, the upload token its photos go with.
 */
export async function changeToPostpaidData(args: MyzainArgs) {
  requireViewer(args);
  const { api, lines, line } = await myzainLine(args);
  const options = await signedIn(args, () => api.call(getConversionOptionsOp, { params: { lineId: line.id } }));
  const uploadToken = options.identityConfirmed ? null : randomBytes(32).toString("base64url");
  return data({ lines, line, options, key: randomUUID(), uploadToken }, { headers: PRIVATE_HEADERS });
}

type Photos = ReceivedPhotos["photos"];

/** A refused request: its errors and, with an identity check, what was typed and the photos kept. */
export type ConversionFailure = {
  errors: FormErrors;
  values?: Record<string, string>;
  photos?: Photos;
  uploadToken?: string;
};

const refuse = (status: number, failure: ConversionFailure) =>
  data<ConversionFailure>(failure, { status, headers: PRIVATE_HEADERS });

type Read =
  | { ok: true; form: FormData; identity?: IdentityInput; kept?: Required<ConversionFailure>["photos"]; token?: string }
  | { ok: false; failure: ReturnType<typeof refuse> };

/**
 * The identity check posted with the request (a multipart form): the three photos, uploaded by
 * the page's component or posted as files, and the card's details, checked as the order's are.
 */
async function readWithIdentity(args: MyzainArgs): Promise<Read> {
  const received = await receivePhotos(args, { uploadToken: null, kept: {} }, ["front", "back", "selfie"]);
  if (!received.ok) return { ok: false, failure: refuse(received.status, { errors: received.errors }) };
  const values = textValues(received.form);
  const checked = validate(identityDetailsSchema, values);
  const { front, back, selfie } = received.photos;
  const { token } = received;
  if (!("data" in checked) || !front || !back || !selfie) {
    const fields = { ...received.errors.fields, ...("errors" in checked ? checked.errors.fields : {}) };
    return {
      ok: false,
      failure: refuse(400, { errors: { fields }, values, photos: received.photos, uploadToken: token }),
    };
  }
  const identity = {
    ...checked.data,
    front: { uploadId: front, uploadToken: token },
    back: { uploadId: back, uploadToken: token },
    selfie: { uploadId: selfie, uploadToken: token },
  };
  return { ok: true, form: received.form, identity, kept: received.photos, token };
}

/** The API's field paths (`identity.nationalId`, `identity.front.uploadId`) as this form's names. */
const onThisForm = (errors: FormErrors): FormErrors => ({
  ...errors,
  fields: Object.fromEntries(
    Object.entries(errors.fields).map(([path, text]) => [path.replace(/^identity\./, "").split(".")[0] ?? path, text]),
  ),
});

export async function changeToPostpaidAction(args: MyzainArgs) {
  const { api, line, locale } = await myzainLine(args);
  const multipart = /^multipart\/form-data/i.test(args.request.headers.get("content-type") ?? "");
  const read: Read = multipart ? await readWithIdentity(args) : { ok: true, form: await args.request.formData() };
  if (!read.ok) return read.failure;
  const { form, identity } = read;
  const kept = { values: textValues(form), photos: read.kept, uploadToken: read.token };
  const plan = String(form.get("plan") ?? "");
  const key = idempotencyKeySchema.safeParse(form.get("key"));
  if (!key.success) return refuse(422, { errors: { fields: {}, form: messageKey("errors.validation_failed") } });
  if (!/^[a-z0-9-]{1,60}$/.test(plan)) {
    return refuse(422, { errors: { fields: { plan: messageKey("validation.plan.required") } }, ...kept });
  }
  try {
    await signedIn(args, () =>
      api.call(requestConversionOp, {
        params: { lineId: line.id },
        headers: { "idempotency-key": key.data },
        body: identity ? { plan, identity } : { plan },
      }),
    );
    return redirect(`${localizedPath(locale, "/myzain/change-to-postpaid")}?line=${line.id}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refuse(409, { errors: onThisForm(apiFormErrors(error)), ...kept });
  }
}
