/** Spec section 9: island refresh debounce 100 ms. */
export const REVALIDATE_DEBOUNCE_MS = 100;

let timer: ReturnType<typeof setTimeout> | undefined;
let handler: (() => void) | undefined;
/** A request made before the handler arrived (it loads after hydration: late-behaviours.tsx). */
let pending = false;

export function onRevalidationRequest(run: () => void): () => void {
  handler = run;
  if (pending) {
    pending = false;
    run();
  }
  return () => {
    if (handler === run) handler = undefined;
  };
}

/** Asks for fresh data; calls within 100 ms of each other lead to one refresh. */
export function requestRevalidation(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (handler) handler();
    else pending = true;
  }, REVALIDATE_DEBOUNCE_MS);
}
