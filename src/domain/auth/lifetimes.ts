/** How long sessions, codes and tickets live, how often a code may be sent and how often tried. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const TICKET_TTL_MS = 10 * 60 * 1000;
