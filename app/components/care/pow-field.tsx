import { useEffect, useRef } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../site-header.tsx";

/**
 * The proof-of-work of a signed-out contact form (docs/decisions/052-tickets.md), solved in the
 * background the first time the visitor touches the form (or at once, if they already are); what solves it
 * (app/lib/care/pow-client.ts) is downloaded only then. Without JavaScript the field stays empty
 * and the SMS code and tighter limits stand in for it.
 */
export function PowField() {
  const ref = useRef<HTMLInputElement>(null);
  const { apiBaseUrl, apiKey } = usePublicConfig();
  const { locale } = useI18n();
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const start = async () => {
      try {
        const { solveContactChallenge } = await import("../../lib/care/pow-client.ts");
        const solved = await solveContactChallenge({ apiBaseUrl, apiKey }, locale.code);
        if (solved && ref.current) ref.current.value = solved;
      } catch {
        // No challenge (a limit, a lost connection): the form still works with the SMS code.
      }
    };
    // A visitor on a slow phone may already be typing when the scripts arrive: start at once then.
    if (form.contains(document.activeElement)) {
      void start();
      return;
    }
    form.addEventListener("focusin", start, { once: true });
    return () => form.removeEventListener("focusin", start);
  }, [apiBaseUrl, apiKey, locale.code]);
  return <input ref={ref} type="hidden" name="altcha" defaultValue="" />;
}
