import type { ReactNode } from "react";

/**
 * Numbers that must read left to right even inside Arabic or Kurdish text: phone numbers
 * ("+964 780 000 0107"), USSD codes ("*200#"), amounts ("10,000") and dates. Each is isolated in
 * <bdi dir="ltr"> so the bidi algorithm cannot reorder its parts. Digits that belong to a Latin name
 * (Galaxy A15) stay with it: the name is one left-to-right run already.
 */
const LTR_RUN = /(?<![A-Za-z])(?:[+*#]?\d[\d *#,.:/+-]*[\d#]|[*#]\d+#?)/g;

export function BidiText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <bdi dir="ltr" key={start}>
        {match[0]}
      </bdi>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
