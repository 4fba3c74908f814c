import { isRouteErrorResponse } from "react-router";
import { fallbackMessages } from "../../src/i18n/chrome-messages.ts";
import type { Messages } from "../../src/i18n/translator.ts";

/**
 * The messages an error page shows: the language layout's when they arrived, else those the
 * thrown error carries in the page's language (the 503 page, app/lib/outage.server.ts), else the
 * browser's small English frame.
 */
export function errorPageMessages(layoutMessages: Messages | undefined, error: unknown): Messages {
  if (layoutMessages) return layoutMessages;
  if (isRouteErrorResponse(error) && isMessages(error.data?.messages)) return error.data.messages;
  return fallbackMessages;
}

function isMessages(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
