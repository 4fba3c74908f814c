import { createApiClient } from "../../../src/client/api-client.ts";
import type { PublicConfig } from "../../../src/config/public-config.ts";
import { ticketChallengeOp } from "../../../src/contracts/api/tickets.ts";
import type { LocaleCode } from "../../../src/i18n/locales.ts";

/**
 * The proof-of-work's browser side, loaded only when a visitor first touches a contact form (the
 * API client and the contract's schemas stay out of the page's JavaScript): a challenge from the
 * site's own API (GET /tickets/challenge), solved by src/client/pow-solver.ts. The form's `altcha`
 * value, or null when no challenge could be had or solved (the SMS code then stands in).
 */
export async function solveContactChallenge(
  config: Pick<PublicConfig, "apiBaseUrl" | "apiKey">,
  locale: LocaleCode,
): Promise<string | null> {
  const api = createApiClient({
    baseUrl: new URL(config.apiBaseUrl, window.location.origin).href,
    apiKey: config.apiKey,
    locale,
  });
  const [challenge, solver] = await Promise.all([
    api.call(ticketChallengeOp),
    import("../../../src/client/pow-solver.ts"),
  ]);
  return solver.solvePow(challenge);
}
