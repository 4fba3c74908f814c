import { type FormEvent, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { DeviceSession } from "../../../src/contracts/api/auth.ts";
import { type MessageKey, useFormText } from "../../lib/form-text.ts";
import { type FormErrors, validate } from "../../lib/forms.ts";
import { BidiText } from "../bidi-text.tsx";

/** The forms of the profile page; each posts its own `intent` to the one route action. */
export const PROFILE_INTENTS = [
  "details",
  "alerts",
  "paperless",
  "password",
  "end-session",
  "end-others",
  "suspend",
  "resume",
  "add-line-start",
  "add-line-resend",
  "add-line-verify",
  "add-line-cancel",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** What the action answers: a success message or errors, for the form that was sent. */
export type ProfileOutcome = {
  intent: ProfileIntent;
  /** The success message: our own wording. */
  done?: MessageKey;
  errors?: FormErrors;
  /** The line or session the form was about, so only that form shows the errors. */
  target?: string;
  /** The add-line code step in progress: the flow and the number the code went to. */
  code?: { flowId: string; msisdn: string; display: string; resent: boolean };
  /** New on every answer, so a form that succeeded can start empty again. */
  id: string;
};

/** A signed-in device as the list shows it: the API's session with its user agent read. */
export type SessionView = Pick<DeviceSession, "id" | "lastUsedAt" | "current"> & {
  device: { browser: string | null; os: string | null; raw: string };
};

/** The outcome if it belongs to one of these intents (and, when given, to this line or session). */
export function outcomeFor(
  outcome: ProfileOutcome | undefined,
  intents: readonly ProfileIntent[],
  target?: string,
): ProfileOutcome | undefined {
  if (!outcome || !intents.includes(outcome.intent)) return undefined;
  if (target !== undefined && outcome.target !== target) return undefined;
  return outcome;
}

/** Whether this form (intent, and line or session) is being sent right now. */
export function useSending(intent: ProfileIntent, target?: string): boolean {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (navigation.state !== "submitting" || !form || form.get("intent") !== intent) return false;
  return target === undefined || form.get("target") === target;
}

/** The success message of a section, announced politely where the change was made. */
export function SectionStatus({ outcome }: { outcome: ProfileOutcome | undefined }) {
  const say = useFormText();
  if (!outcome?.done) return null;
  return (
    <p className="notice notice-success" role="status">
      {/* A line's number in the message keeps its left-to-right order. */}
      <BidiText text={say(outcome.done)} />
    </p>
  );
}

/**
 * Instant feedback in the browser with the schema the server checks again: a form with errors is
 * not sent. Before JavaScript the server's answer shows the same messages.
 */
export function useClientCheck<T extends z.ZodType>(schema: T, read: (form: FormData) => unknown) {
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validate(schema, read(new FormData(event.currentTarget)));
    if ("errors" in checked) {
      event.preventDefault();
      setErrors(checked.errors);
    } else setErrors(null);
  };
  return { clientErrors: errors, onSubmit };
}
