/**
 * The one API client (spec section 7). The web server uses it for every call to the API; a mobile
 * app could use it as is. It sends Accept, X-API-Key, Page, Accept-Language and, when signed in,
 * Authorization: Bearer. It never retries. A PUT with form data travels as POST with _method=PUT.
 */

import { errorSchema, type FieldError } from "../contracts/api/errors.ts";
import { type Operation, type OperationArgs, type OperationResult, operationPath } from "../contracts/api/operation.ts";
import type { LocaleCode } from "../i18n/locales.ts";
import { getLocale } from "../i18n/locales.ts";

/** How requests leave the client: in-process (the API's fetch handler) or `globalThis.fetch`. */
export type ApiTransport = (request: Request) => Promise<Response>;

export type ApiClientOptions = {
  /** Absolute base URL of the API, e.g. http://localhost:3000/api/v1 (in-process calls use it too). */
  baseUrl: string;
  apiKey: string;
  locale: LocaleCode;
  /** Current path without the language prefix, sent as the `Page` header. */
  page?: string;
  token?: string | undefined;
  transport?: ApiTransport;
  /** Extra headers to pass through (request id, client address from a trusted proxy). */
  headers?: Record<string, string>;
  /** Called on any 401, so the caller can clear the session (spec section 8). */
  onUnauthorized?: () => void;
};

export type { FieldError };

export type ApiErrorDetails = {
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  fields?: FieldError[];
  retryAfter?: number | undefined;
};

/** A failed call, carrying the API's `{ code, message, requestId, fields }` and Retry-After. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly fields: FieldError[];
  readonly retryAfter: number | undefined;
  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = "ApiClientError";
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
    this.fields = details.fields ?? [];
    this.retryAfter = details.retryAfter;
  }
}

type Body = { json: unknown } | { form: FormData | URLSearchParams } | undefined;
type Query = Record<string, unknown>;

export type RequestOptions = { query?: Query; body?: Body; headers?: Record<string, string> };

export function createApiClient(options: ApiClientOptions) {
  const transport: ApiTransport = options.transport ?? ((request) => fetch(request));
  const base = options.baseUrl.replace(/\/$/, "");

  /** Sends a request and returns the Response; errors (4xx/5xx) are thrown, 304 is returned as is. */
  async function raw(method: string, path: string, { query, body, headers }: RequestOptions = {}): Promise<Response> {
    const url = new URL(`${base}${path.startsWith("/") ? path : `/${path}`}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const head = new Headers({
      Accept: "application/json",
      "X-API-Key": options.apiKey,
      "Accept-Language": getLocale(options.locale).language,
      ...options.headers,
      ...headers,
    });
    if (options.page) head.set("Page", options.page);
    if (options.token) head.set("Authorization", `Bearer ${options.token}`);

    let verb = method.toUpperCase();
    let payload: BodyInit | undefined;
    if (body && "json" in body) {
      head.set("Content-Type", "application/json");
      payload = JSON.stringify(body.json);
    } else if (body && "form" in body) {
      const form = body.form;
      if (verb === "PUT") {
        form.set("_method", "PUT");
        verb = "POST";
      }
      payload = form;
    }

    const response = await transport(new Request(url, { method: verb, headers: head, body: payload ?? null }));
    if (response.status === 401) options.onUnauthorized?.();
    if (!response.ok && response.status !== 304) throw await toClientError(response);
    return response;
  }

  async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    return typedBody<T>(await raw(method, path, options));
  }

  /** What `call` sends for an operation and its arguments. */
  function prepare(operation: Operation, args: object | undefined) {
    const given: {
      params?: object;
      query?: object;
      headers?: object;
      body?: unknown;
      form?: FormData | URLSearchParams;
    } = args ?? {};
    const body: Body =
      given.form !== undefined ? { form: given.form } : given.body !== undefined ? { json: given.body } : undefined;
    const path = operationPath(operation.path, { ...given.params });
    return { path, options: { query: { ...given.query }, headers: { ...given.headers }, body } };
  }

  /**
   * Calls one contract operation: the path filled from `params`, the query, headers and body the
   * contract names, and the answer typed as the contract's success schema.
   */
  async function call<O extends Operation>(operation: O, ...[args]: OptionalArgs<O>): Promise<OperationResult<O>> {
    const { path, options } = prepare(operation, args);
    return request<OperationResult<O>>(operation.method, path, options);
  }

  /**
   * A conditional call (If-None-Match): null when the answer is unchanged since `etag` (304),
   * else the new answer with its ETag.
   */
  async function callIfChanged<O extends Operation>(
    operation: O,
    etag: string | undefined,
    ...[args]: OptionalArgs<O>
  ): Promise<{ body: OperationResult<O>; etag: string | undefined } | null> {
    const { path, options } = prepare(operation, args);
    if (etag) options.headers = { ...options.headers, "If-None-Match": etag };
    const response = await raw(operation.method, path, options);
    if (response.status === 304) return null;
    return { body: await typedBody<OperationResult<O>>(response), etag: response.headers.get("etag") ?? undefined };
  }

  /**
   * Calls an operation whose answer is a file (`success.file`, e.g. a bill's PDF): the Response
   * itself, for the web server to pass on as it is. Errors are thrown as for `call`.
   */
  async function download<O extends Operation & { success: { file: { contentType: string } } }>(
    operation: O,
    ...[args]: OptionalArgs<O>
  ): Promise<Response> {
    const { path, options } = prepare(operation, args);
    const headers = { ...options.headers, Accept: `${operation.success.file.contentType}, application/json` };
    return raw(operation.method, path, { ...options, headers });
  }

  return { call, callIfChanged, download };
}

/** The arguments of `call`: optional when the operation needs none. */
type OptionalArgs<O extends Operation> =
  Partial<OperationArgs<O>> extends OperationArgs<O> ? [OperationArgs<O>?] : [OperationArgs<O>];

/**
 * The one place where an API answer becomes a typed value: the contract fixes its type, and the
 * API built the answer from the same contract (docs/decisions/028).
 */
async function typedBody<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 304) return undefined as T;
  return (await response.json()) as T;
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function toClientError(response: Response): Promise<ApiClientError> {
  const requestId = response.headers.get("x-request-id") ?? undefined;
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  const body = errorSchema.partial().safeParse(await response.json().catch(() => null));
  const error = body.success ? body.data : {};
  return new ApiClientError({
    status: response.status,
    code: error.code ?? "http_error",
    message: error.message ?? response.statusText,
    requestId: error.requestId ?? requestId,
    fields: error.fields ?? [],
    retryAfter,
  });
}
