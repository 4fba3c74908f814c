import type { ReactNode } from "react";
import type { Segment } from "../../../src/contracts/api/articles.ts";

/** Text from the search API with the matched words in <mark>; plain text only, never HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          // Segments have no identity beyond their place in the text.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/**
 * A translated sentence with an element in place of one `{slot}` (the translator leaves a slot it
 * has no value for): "3 results for “{query}”" with the query isolated in <bdi>, so a Latin query
 * in an Arabic sentence (or the reverse) never reorders the words around it.
 */
export function withSlot(text: string, slot: string, node: ReactNode): ReactNode {
  const at = text.indexOf(`{${slot}}`);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + slot.length + 2)}
    </>
  );
}
