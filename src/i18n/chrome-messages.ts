/**
 * The messages every page's frame needs (navigation, footer, error pages), in each language. The
 * browser gets these instead of the whole catalogue where a page has no messages of its own: an
 * error boundary, or a page outside any language. Everything else comes from the server.
 */

import type { LocaleCode } from "./locales.ts";
import arCommon from "./messages/ar/common.json" with { type: "json" };
import arErrors from "./messages/ar/errors.json" with { type: "json" };
import enCommon from "./messages/en/common.json" with { type: "json" };
import enErrors from "./messages/en/errors.json" with { type: "json" };
import kuCommon from "./messages/ku/common.json" with { type: "json" };
import kuErrors from "./messages/ku/errors.json" with { type: "json" };
import type { Messages } from "./translator.ts";

export const chromeMessages: Record<LocaleCode, Messages> = {
  en: { ...enCommon, ...enErrors },
  ar: { ...arCommon, ...arErrors },
  ku: { ...kuCommon, ...kuErrors },
};
