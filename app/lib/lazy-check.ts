import { useCallback, useRef, useState } from "react";

/**
 * A form's browser-side check, loaded when the visitor first touches the form rather than before
 * the page loads: the validator (zod) stays out of the page's JavaScript. Until it has arrived a
 * submit goes straight to the server, which checks with the same schema and answers the same way.
 */
export function useLazyCheck<Check>(load: () => Promise<Check>): { check: Check | undefined; prepare: () => void } {
  const [check, setCheck] = useState<Check>();
  const started = useRef(false);
  const prepare = useCallback(() => {
    if (started.current) return;
    started.current = true;
    // Wrapped: a function given to a state setter would be called as an updater. A failed
    // download only means the server does all the checking.
    load().then(
      (loaded) => setCheck(() => loaded),
      () => undefined,
    );
  }, [load]);
  return { check, prepare };
}
