import type { APIRequestContext } from "@playwright/test";
import { codeFor } from "./auth-helpers.ts";

const API_HEADERS = { "X-API-Key": "zain-web-public" };

export type OwnCustomer = {
  /** As typed in a form: "07801000201". */
  national: string;
  password: string;
  /** A session token, for setSessionCookie() or the API's Authorization header. */
  token: string;
  line: { id: string; msisdn: string; billing: "prepaid" | "postpaid" };
};

/**
 * Each test customer signs up from an address of its own, derived from its number, so sign-ups do
 * not share the 20 codes an hour one address may be sent (src/domain/auth/rate-rules.ts): the run
 * signs up more customers than that. The server trusts X-Forwarded-For in tests (TRUST_PROXY).
 */
function addressOf(national: string): string {
  const n = Number(national.slice(-7));
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  status: number,
  from: string,
): Promise<T> {
  const headers = { ...API_HEADERS, "X-Forwarded-For": addressOf(from) };
  const res = await request.post(`/api/v1/auth/${path}`, { headers, data });
  if (res.status() !== status) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A customer of the test's own, signed up through the API as the sign-up pages do (number, code
 * from the demo SMS outbox, details), so a test that changes a customer shares them with no other
 * test. The number must be an ordinary demo line without an account (src/seed/demo-customers.server.ts:
 * 07801000000-999 are prepaid, 07901000000-1999 postpaid when divisible by 4), and one no other
 * test uses: a line signs up once per server.
 */
export async function ownCustomer(
  request: APIRequestContext,
  national: string,
  details: { name: string; language: "en" | "ar" | "ku" },
): Promise<OwnCustomer> {
  const password = "date palms of basra 2026";
  const { flowId } = await post<{ flowId: string }>(request, "signup", { msisdn: national }, 202, national);
  const code = await codeFor(request, national);
  const { ticket } = await post<{ ticket: string }>(request, "verify-code", { flowId, code }, 200, national);
  const { token } = await post<{ token: string }>(
    request,
    "complete-signup",
    { ticket, password, ...details },
    201,
    national,
  );
  const res = await request.get("/api/v1/lines", { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`lines: ${res.status()} ${await res.text()}`);
  const [line, ...others] = (await res.json()) as OwnCustomer["line"][];
  if (!line || others.length > 0) throw new Error(`a new customer has one line, not ${others.length + (line ? 1 : 0)}`);
  return { national, password, token, line };
}
