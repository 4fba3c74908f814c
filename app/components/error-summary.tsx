import { useEffect, useRef } from "react";
import { type FormText, useFormText } from "../lib/form-text.ts";

type Props = {
  title: string;
  /** A message about the whole form. */
  message?: FormText | undefined;
  /** Each field's message, linking to the field (`#field-<name>`), in the form's order. */
  items: { field: string; message: FormText }[];
  /** Changes with each failed attempt; the summary takes the focus then, so it is read first. */
  attempt: unknown;
};

/** What stopped a form, above it: one message for the form and a link to each field to fix. */
export function ErrorSummary({ title, message, items, attempt }: Props) {
  const say = useFormText();
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(message) || items.length > 0;
  useEffect(() => {
    if (shown && attempt) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h3 id="error-summary-title">{title}</h3>
      {message ? <p>{say(message)}</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.field}>
              <a href={`#field-${item.field}`}>{say(item.message)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
