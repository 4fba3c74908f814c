import type { Topic } from "../../src/contracts/api/articles.ts";
import { MIN_SUGGEST_LENGTH } from "./search.ts";

export type SuggestFetch = (query: string, signal: AbortSignal) => Promise<Topic[]>;

type Options = {
  fetch: SuggestFetch;
  /** Called with the suggestions for what is typed now; an empty list closes the box. */
  onResults: (query: string, suggestions: Topic[]) => void;
  delayMs?: number;
  minLength?: number;
};

type Timer = ReturnType<typeof setTimeout>;

/**
 * Asks for suggestions as the visitor types: only once typing pauses (debounced), never for
 * fewer than two characters, and a newer keystroke aborts the request still under way, so an
 * answer that arrives late can never replace the list for what is typed now.
 */
export function createSuggester({ fetch, onResults, delayMs = 200, minLength = MIN_SUGGEST_LENGTH }: Options) {
  let timer: Timer | undefined;
  let inFlight: AbortController | null = null;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };

  const input = (typed: string) => {
    stop();
    const query = typed.trim();
    if ([...query].length < minLength) {
      onResults(query, []);
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      const controller = new AbortController();
      inFlight = controller;
      fetch(query, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) onResults(query, suggestions);
        },
        // A failed or aborted request just leaves no suggestions; the form still works.
        () => {
          if (!controller.signal.aborted) onResults(query, []);
        },
      );
    }, delayMs);
  };

  return { input, stop };
}

export type Suggester = ReturnType<typeof createSuggester>;
