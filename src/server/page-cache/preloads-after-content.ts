const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Moves the page's module preloads from the head to the end of the body, next to the scripts they
 * speed up (decision 046). React hoists them into the head, where the browser fetches all the
 * JavaScript before it has painted anything; at the end, the content paints first. React finds
 * them anywhere in the document when it hydrates, so it does not add them again.
 */
export function preloadsAfterContent(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return html;
  const rest = html.slice(headEnd);
  const scriptsAt = rest.indexOf("<script>window.__reactRouterContext");
  const at = scriptsAt >= 0 ? scriptsAt : rest.lastIndexOf("</body>");
  if (at < 0) return html;
  return head.replace(MODULE_PRELOAD, "") + rest.slice(0, at) + preloads.join("") + rest.slice(at);
}
