/**
 * The fields of the POST forms on a rendered page, read from its HTML: names and the values the
 * page put in them (hidden tokens and idempotency keys among them), so a fuzz case can send a
 * form the page really offers, spoiled or not.
 */
export type FormField = { name: string; value: string };

const FORM = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;
const CONTROL = /<(?:input|select|textarea|button)\b([^>]*)>/gi;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(attributes)?.[1];

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decode = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");

/**
 * Every named control of the page's own `method="post"` forms (a name once, first value kept):
 * forms that post elsewhere (the header's language switch and sign-out) are other targets.
 */
export function postFormFields(html: string, pagePath: string): FormField[] {
  const fields = new Map<string, string>();
  for (const [, formAttributes = "", body = ""] of html.matchAll(FORM)) {
    if (attribute(formAttributes, "method")?.toLowerCase() !== "post") continue;
    const action = attribute(formAttributes, "action");
    if (action && new URL(decode(action), "http://localhost").pathname !== pagePath) continue;
    for (const [, control = ""] of body.matchAll(CONTROL)) {
      const name = attribute(control, "name");
      if (name && !fields.has(name)) fields.set(decode(name), decode(attribute(control, "value") ?? ""));
    }
  }
  return [...fields].map(([name, value]) => ({ name, value }));
}
