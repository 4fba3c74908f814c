import { data } from "react-router";
import { verifyCodeOp } from "../../../src/contracts/api/auth.ts";
import { revealPukOp, startPukCodeOp } from "../../../src/contracts/api/puk.ts";
import { codeSchema } from "../../../src/contracts/auth.ts";
import { maskMsisdn } from "../../../src/contracts/msisdn.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, formValues } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";

/**
 * myzain/sim-puk: not in the spec's route list, so the sign-in rule of myzain pages is applied here
 * (as myzain/payments does). The customer's lines, the one chosen with `?line=`, and the other
 * active mobile lines a code could go to.
 */
export async function simPukData(args: MyzainArgs) {
  requireViewer(args);
  const { lines, line } = await myzainLine(args);
  const codeLines = lines
    .filter((l) => l.id !== line.id && l.status === "active" && l.kind === "mobile")
    .map((l) => ({ msisdn: l.msisdn }));
  return { layout: "myzain" as const, lines, line, codeLines };
}

export type PukOutcome =
  | { shown: { msisdn: string; puk: string } }
  | { codeSent: { flowId: string; to: string } }
  | { errors: FormErrors; flowId?: string; to?: string };

const text = (values: Record<string, unknown>, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/** Shows the PUK after the password (`password`), or sends a code (`send`) and checks it (`verify`). */
export async function simPukAction(args: MyzainArgs) {
  const { api, line } = await myzainLine(args);
  const values = await formValues(args.request);
  const params = { lineId: line.id };
  const fail = (error: unknown, extra: { flowId?: string; to?: string } = {}) => {
    const errors = apiFormErrors(error);
    return data<PukOutcome>({ errors, ...extra }, { status: errors.retryAfter ? 429 : 422 });
  };
  const intent = text(values, "intent");
  if (intent === "send") {
    const msisdn = text(values, "msisdn");
    try {
      const flow = await signedIn(args, () => api.call(startPukCodeOp, { params, body: { msisdn } }));
      return data<PukOutcome>({ codeSent: { flowId: flow.flowId, to: maskMsisdn(msisdn) } });
    } catch (error) {
      return fail(error);
    }
  }
  if (intent === "verify") {
    const flowId = text(values, "flowId");
    const to = text(values, "to");
    const code = codeSchema.safeParse(values.code);
    if (!code.success)
      return data<PukOutcome>(
        { errors: { fields: { code: messageKey("validation.code.format") } }, flowId, to },
        { status: 422 },
      );
    try {
      const { ticket } = await api.call(verifyCodeOp, { body: { flowId, code: code.data } });
      const shown = await signedIn(args, () => api.call(revealPukOp, { params, body: { ticket } }));
      return data<PukOutcome>({ shown });
    } catch (error) {
      return fail(error, { flowId, to });
    }
  }
  const password = text(values, "password");
  if (!password)
    return data<PukOutcome>(
      { errors: { fields: { password: messageKey("validation.password.required") } } },
      { status: 422 },
    );
  try {
    const shown = await signedIn(args, () => api.call(revealPukOp, { params, body: { password } }));
    return data<PukOutcome>({ shown });
  } catch (error) {
    return fail(error);
  }
}
