import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { giftBundleOp } from "../../../src/contracts/api/gifts.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { giftSchema } from "../../../src/contracts/gifts.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import type { apiFor } from "../../lib/api.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { type MyzainArgs, signedIn } from "../../lib/myzain.server.ts";

/**
 * Sends the confirmed gift, paid from the page's line, and answers with its receipt on the same
 * page. A reload posts the same key again: the API replays the first result, nothing moves twice.
 */
export async function submitGift(
  args: MyzainArgs,
  api: ReturnType<typeof apiFor>,
  line: LineSummary,
  form: Record<string, FormDataEntryValue>,
) {
  const checked = validate(giftSchema, form);
  const key = idempotencyKeySchema.safeParse(form.key);
  if ("errors" in checked || !key.success) {
    const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
    return data({ errors, code: null, gift: null }, { status: 422 });
  }
  try {
    const gift = await signedIn(args, () =>
      api.call(giftBundleOp, {
        params: { lineId: line.id },
        headers: { "idempotency-key": key.data },
        body: checked.data,
      }),
    );
    return data({ errors: null, code: null, gift }, { status: 201 });
  } catch (error) {
    if (error instanceof Response) throw error;
    const code = error instanceof ApiClientError ? error.code : null;
    // A refusal about the number comes back as the form's message: the number is not an input here.
    const errors = apiFormErrors(error);
    const first = Object.values(errors.fields)[0];
    return data(
      { errors: { fields: {}, form: errors.form ?? first, retryAfter: errors.retryAfter }, code, gift: null },
      { status: 422 },
    );
  }
}
