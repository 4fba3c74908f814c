/**
 * A posted form read only if it is within a size limit: a declared Content-Length over the limit is
 * refused before a byte is read, and a body without one (chunked) is read up to the limit and no
 * further. Null: too large. A body that is not form data reads as an empty form (the fields' own
 * checks then say what is missing).
 */
export async function formWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= maxBytes)) return null;
  if (!request.body) return new FormData();
  try {
    if (declared !== null) return await request.formData();
    const bytes = await readUpTo(request.body, maxBytes);
    if (!bytes) return null;
    const type = request.headers.get("content-type") ?? "";
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return new FormData();
  }
}

/** The whole body if it has at most `max` bytes, else null (reading stops as soon as it is over). */
export async function readUpTo(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      // Not awaited: the rest is not wanted, and a tee'd body would wait for its twin.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
