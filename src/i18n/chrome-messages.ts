/**
 * The browser's last resort: the English frame (navigation, footer, error page). Every page's
 * messages, error pages' too, come from the server in the page's language (the `:lang` layout's
 * data); this is used only where nothing arrived, e.g. an error before any page data. English only,
 * so the other languages never travel in the JavaScript bundle.
 */

import enCommon from "./messages/en/common.json" with { type: "json" };
import type { Messages } from "./translator.ts";

export const fallbackMessages: Messages = enCommon;
