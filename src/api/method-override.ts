/**
 * Spec section 7: a PUT whose body is form data is sent as POST with `_method=PUT` (HTML forms can
 * only GET or POST). This rewrites such a request before routing, so the PUT handler sees a PUT with
 * the remaining fields. Only PUT, PATCH and DELETE may be tunnelled; anything else is left alone.
 */
const TUNNELLED = new Set(["PUT", "PATCH", "DELETE"]);
/** Bodies above the API's body limit are passed on untouched for that limit to refuse. */
export const MAX_OVERRIDE_BODY = 1024 * 1024;

export async function applyMethodOverride(request: Request): Promise<Request> {
  if (request.method !== "POST" || !request.body) return request;
  const type = request.headers.get("content-type") ?? "";
  const isUrlEncoded = type.startsWith("application/x-www-form-urlencoded");
  if (!isUrlEncoded && !type.startsWith("multipart/form-data")) return request;
  if (Number(request.headers.get("content-length")) > MAX_OVERRIDE_BODY) return request;

  // Read the body once, at most the limit; an oversized one is handed on whole, never parsed here.
  const { bytes, rest } = await readUpTo(request.body, MAX_OVERRIDE_BODY);
  if (rest) return new Request(request, { body: prepend(bytes, rest), duplex: "half" } as RequestInit);

  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  // A body that does not parse is not tunnelled: the route it was sent to refuses it, inside the
  // API's error handling (a 400 in the error shape, logged like any other answer).
  if (!form) return new Request(request, { body: bytes });
  const wanted = String(form.get("_method") ?? "").toUpperCase();
  if (!TUNNELLED.has(wanted)) return new Request(request, { body: bytes });
  form.delete("_method");

  const headers = new Headers(request.headers);
  headers.delete("content-length");
  // A multipart body gets a new boundary when re-encoded, so the old content-type must go too.
  if (!isUrlEncoded) headers.delete("content-type");
  const body = isUrlEncoded ? new URLSearchParams(formEntriesAsStrings(form)) : form;
  return new Request(request.url, { method: wanted, headers, body, signal: request.signal });
}

function formEntriesAsStrings(form: FormData): [string, string][] {
  return [...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name]);
}

type Chunk = Uint8Array<ArrayBuffer>;

async function readUpTo(body: ReadableStream<Uint8Array>, max: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(chunks), rest: undefined };
    chunks.push(value);
    total += value.byteLength;
    if (total > max) return { bytes: concat(chunks), rest: reader };
  }
}

function concat(chunks: Uint8Array[]): Chunk {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function prepend(head: Chunk, rest: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => rest.cancel(reason),
  });
}
