/**
 * What a form shows the visitor, in two kinds that the type keeps apart: a catalogue key (from a
 * shared schema's check, or the page's own wording) that this side translates, and finished text
 * from the API (already in the visitor's language) that is shown as it came. Nothing looks at a
 * string to decide which it is.
 */
import type { Translate, Values } from "../../src/i18n/translator.ts";
import { useI18n } from "./i18n.tsx";

/** A catalogue key, with the values its `{slots}` need. */
export type MessageKey = { key: string; values?: Values };
/** Text the API wrote in the visitor's language (`message` of an error or of one of its fields). */
export type ApiText = { text: string };
export type FormText = MessageKey | ApiText;

export const messageKey = (key: string, values?: Values): MessageKey => (values ? { key, values } : { key });
export const apiText = (text: string): ApiText => ({ text });

/** The words of a message: a key translated, an API text as it is. */
export const formText = (t: Translate, message: FormText): string =>
  "text" in message ? message.text : t(message.key, message.values);

/** The one way a component turns a form message into words. */
export function useFormText(): (message: FormText) => string {
  const { t } = useI18n();
  return (message) => formText(t, message);
}
