/**
 * A client as a careful app or web server behaves towards the API: when the connection fails (the
 * server died mid-request, or is not listening yet) or the answer is a 5xx, it sends the very same
 * request again, with the same Idempotency-Key, until it gets a real answer.
 */

/** What the clients saw that was not an answer; 5xx are kept as samples for the report. */
export type Tally = { requests: number; connectionErrors: number; serverErrors: number; serverErrorSamples: string[] };

export const newTally = (): Tally => ({ requests: 0, connectionErrors: 0, serverErrors: 0, serverErrorSamples: [] });

export type Answer = { status: number; headers: Headers; body: unknown };

/** Longer than a restart takes; a client that waits longer gives up and the test fails. */
const GIVE_UP_AFTER_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Request = {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
};

export function retryingClient(origin: string, tally: Tally) {
  return async function send(path: string, request: Request = {}): Promise<Answer> {
    const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
    const headers = new Headers(request.headers);
    let body: string | undefined;
    if (request.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(request.form).toString();
    }
    for (;;) {
      tally.requests += 1;
      try {
        const res = await fetch(new URL(path, origin), {
          method: request.method ?? (body === undefined ? "GET" : "POST"),
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        if (res.status < 500) {
          const json = res.headers.get("content-type")?.includes("json");
          return { status: res.status, headers: res.headers, body: json && text ? JSON.parse(text) : text };
        }
        tally.serverErrors += 1;
        if (tally.serverErrorSamples.length < 10)
          tally.serverErrorSamples.push(`${res.status} ${path} ${text.slice(0, 300)}`);
      } catch {
        tally.connectionErrors += 1;
      }
      if (Date.now() > giveUpAt) throw new Error(`gave up on ${path} after ${GIVE_UP_AFTER_MS} ms of failures`);
      await pause(150 + Math.random() * 250);
    }
  };
}

export type Send = ReturnType<typeof retryingClient>;
