/** Spec section 9: island refresh debounce 100 ms. */
export const REVALIDATE_DEBOUNCE_MS = 100;

let timer: ReturnType<typeof setTimeout> | undefined;
let handler: (() => void) | undefined;

export function onRevalidationRequest(run: () => void): () => void {
  handler = run;
  return () => {
    if (handler === run) handler = undefined;
  };
}

/** Asks for fresh data; calls within 100 ms of each other lead to one refresh. */
export function requestRevalidation(): void {
  clearTimeout(timer);
  timer = setTimeout(() => handler?.(), REVALIDATE_DEBOUNCE_MS);
}
