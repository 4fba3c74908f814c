/** What the bench asks the running site for: a session, a line, a bundle. */
export const API_KEY = "zain-web-public";
export const DEMO_MSISDN = "9647800000001";
const DEMO_PASSWORD = "Demo-Pass-2026";

/**
 * fetch, once more if the pooled connection it picked was closed by the server meanwhile (its
 * keep-alive ends after 5 s; the load runs in between take longer).
 */
function ask(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, init).catch(() => fetch(url, init));
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;

/** A session token for a demo customer (Layla, prepaid, by default). */
export async function signIn(origin: string, msisdn = DEMO_MSISDN): Promise<string> {
  const body = await json(
    await ask(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-API-Key": API_KEY },
      body: JSON.stringify({ msisdn, password: DEMO_PASSWORD }),
    }),
  );
  const token = field(body, "token");
  if (typeof token !== "string") throw new Error("sign-in gave no token");
  return token;
}

export async function firstLine(origin: string, token: string): Promise<string> {
  const body = await json(
    await ask(`${origin}/api/v1/lines`, { headers: { Authorization: `Bearer ${token}`, "X-API-Key": API_KEY } }),
  );
  const id = Array.isArray(body) ? field(body[0], "id") : undefined;
  if (typeof id !== "string") throw new Error("the demo customer has no line");
  return id;
}

/** The cheapest bundle the line may buy. */
export async function cheapestOffer(origin: string, token: string, lineId: string): Promise<string> {
  const body = await json(
    await ask(`${origin}/api/v1/lines/${lineId}/offers`, {
      headers: { Authorization: `Bearer ${token}`, "X-API-Key": API_KEY },
    }),
  );
  const offers = Array.isArray(body) ? body : [];
  const sorted = offers
    .map((o) => ({ slug: field(o, "slug"), price: Number(field(o, "priceIqd")) }))
    .filter((o): o is { slug: string; price: number } => typeof o.slug === "string")
    .sort((a, b) => a.price - b.price);
  if (!sorted[0]) throw new Error("no offer to buy");
  return sorted[0].slug;
}

/** A wrk script buying `offering` with a fresh Idempotency-Key per request. */
export function purchaseScript(token: string, offering: string): string {
  const run = Date.now().toString(36);
  return `wrk.method = "POST"
wrk.body = '{"offering":"${offering}"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer ${token}"
wrk.headers["X-API-Key"] = "${API_KEY}"
local n = 0
request = function()
  n = n + 1
  wrk.headers["Idempotency-Key"] = "bench-${run}-" .. n
  return wrk.format()
end
`;
}
