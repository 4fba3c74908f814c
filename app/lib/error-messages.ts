import { isRouteErrorResponse } from "react-router";
import { fallbackMessages } from "../../src/i18n/chrome-messages.ts";
import type { Messages } from "../../src/i18n/translator.ts";

/**
 * The messages an error page shows: the language layout's when they arrived, else those a thrown
 * error page carries in the page's language (app/lib/error-page.server.ts), else the browser's
 * small English set.
 */
export function errorPageMessages(layoutMessages: Messages | undefined, error: unknown): Messages {
  if (layoutMessages) return layoutMessages;
  const messages = field(error, "messages");
  return isMessages(messages) ? messages : fallbackMessages;
}

/** The line the error page shows under its title: a thrown text, or an error page's `message`. */
export function errorPageMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && typeof error.data === "string") return error.data;
  const message = field(error, "message");
  return typeof message === "string" ? message : undefined;
}

function field(error: unknown, name: string): unknown {
  if (!isRouteErrorResponse(error)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? Reflect.get(data, name) : undefined;
}

function isMessages(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
