/**
 * The browser's last resort: the English error page (its text, the search form, the skip link).
 * Every page's messages, error pages' included, come from the server in the page's language (the
 * `:lang` layout's data, or the thrown error page: app/lib/error-page.server.ts); this is used only
 * where nothing arrived. A copy of src/i18n/messages/en/common.json (chrome-messages.test.ts keeps
 * it equal), so that the catalogue itself never travels in the JavaScript bundle.
 */
import type { Messages } from "./translator.ts";

export const FALLBACK_PREFIXES = ["a11y.", "error.", "search."];

export const fallbackMessages: Messages = {
  "a11y.skipToContent": "Skip to main content",
  "error.backHome": "Go to the home page",
  "error.badForm.description":
    "What was sent is not a form this page can read. Go back, reload the page and try again.",
  "error.badForm.title": "The form could not be read",
  "error.internal.description":
    "Something went wrong on our side while loading this page. Please try again in a moment.",
  "error.internal.title": "Internal Server Error",
  "error.notFound.description": "The page you asked for does not exist or has moved.",
  "error.notFound.title": "Page Not Found",
  "error.search": "Search the site",
  "error.unavailable.description":
    "We cannot load this page right now. Please try again in a minute. If you were signed in, you still are.",
  "error.unavailable.title": "Temporarily Unavailable",
  "search.button": "Search",
  "search.label": "Search the site",
  "search.placeholder": "Bundles, recharge, roaming...",
};
