import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence whose `{slots}` are elements, not text: amounts and phone numbers keep
 * their own <bdi> inside Arabic or Kurdish prose. Pass the message untranslated slots and all,
 * as `t(key)` leaves slots it has no value for.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => (
        // Odd positions are slot names, even ones the text between them; the order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
