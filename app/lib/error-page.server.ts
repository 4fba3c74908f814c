import { data } from "react-router";
import { catalogue } from "../../src/i18n/catalogue.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { pickMessages } from "./messages.server.ts";
import { FRAME } from "./route-messages.ts";

/**
 * A thrown error page that brings its own text: the frame's messages in the visitor's language.
 * Middleware throws it before the language layout loads any messages, and the browser holds only
 * a small English set (app/lib/error-messages.ts), so without them the page would be English.
 */
export function errorPage(locale: LocaleCode, status: number, fields: { message?: string; code?: string } = {}) {
  return data({ ...fields, messages: pickMessages(catalogue[locale], FRAME) }, { status });
}
