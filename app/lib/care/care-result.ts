import type { FormText } from "../form-text.ts";

/**
 * A care form's problems: the shape of forms.ts's FormErrors, written out here because that module
 * brings zod's types with it and the page chunks are split by what imports zod (vite.config.ts).
 */
export type CareErrors = { fields: Record<string, FormText>; form?: FormText; retryAfter?: number };

/** The step a form is at: the fields, or (signed out) the SMS code sent to the contact number. */
export type CareResult = {
  step: "form" | "code";
  errors: CareErrors | null;
  values: Record<string, string>;
  /** The code step's flow and the number it went to (E.164 without +). */
  flowId?: string;
  contact?: string;
  /** A screenshot the page already uploaded, posted again unless replaced. */
  uploaded?: string;
};
