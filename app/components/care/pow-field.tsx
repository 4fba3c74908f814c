import { useEffect, useRef } from "react";
import { createApiClient } from "../../../src/client/api-client.ts";
import { ticketChallengeOp } from "../../../src/contracts/api/tickets.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../site-header.tsx";

/**
 * The proof-of-work of a signed-out contact form (docs/decisions/052-tickets.md), solved in the
 * background the first time the visitor touches the form: the challenge comes from the site's own
 * API and the solver (src/client/pow-solver.ts) is loaded only then. Without JavaScript the field
 * stays empty and the SMS code and tighter limits stand in for it.
 */
export function PowField() {
  const ref = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const { locale } = useI18n();
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    let started = false;
    const start = async () => {
      if (started) return;
      started = true;
      try {
        const api = createApiClient({
          baseUrl: new URL(config.apiBaseUrl, window.location.origin).href,
          apiKey: config.apiKey,
          locale: locale.code,
        });
        const [challenge, solver] = await Promise.all([
          api.call(ticketChallengeOp),
          import("../../../src/client/pow-solver.ts"),
        ]);
        const solved = await solver.solvePow(challenge);
        if (solved && ref.current) ref.current.value = solved;
      } catch {
        // No challenge (rate limit, offline): the form still works with the SMS code.
      }
    };
    form.addEventListener("focusin", start, { once: true });
    return () => form.removeEventListener("focusin", start);
  }, [config.apiBaseUrl, config.apiKey, locale.code]);
  return <input ref={ref} type="hidden" name="altcha" defaultValue="" />;
}
