/**
 * Spec section 7: a PUT whose body is form data is sent as POST with `_method=PUT` (HTML forms can
 * only GET or POST). This rewrites such a request before routing, so the PUT handler sees a PUT with
 * the remaining fields. Only PUT, PATCH and DELETE may be tunnelled; anything else is left alone.
 */
const TUNNELLED = new Set(["PUT", "PATCH", "DELETE"]);

export async function applyMethodOverride(request: Request): Promise<Request> {
  if (request.method !== "POST") return request;
  const type = request.headers.get("content-type") ?? "";
  const isUrlEncoded = type.startsWith("application/x-www-form-urlencoded");
  if (!isUrlEncoded && !type.startsWith("multipart/form-data")) return request;

  const form = await request.clone().formData();
  const wanted = String(form.get("_method") ?? "").toUpperCase();
  if (!TUNNELLED.has(wanted)) return request;
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
