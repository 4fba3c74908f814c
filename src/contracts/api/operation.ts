/**
 * One API operation, defined once: method, path, parameters, request and response schemas and the
 * error statuses it may answer. The API registers and documents it from this definition
 * (`src/api/operation-route.ts`); the client calls it with the same types (`src/client/api-client.ts`).
 * Plain zod and plain data: nothing here knows about an HTTP framework, so the domain may use the
 * schemas' types too. Paths are relative to /api/v1 and written the OpenAPI way (`/lines/{lineId}`).
 */
import type { z } from "zod";
import type { StaffRole } from "../staff.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call: anyone with the API key, a signed-in customer, a staff member with one of the
 * operation's roles (`X-Staff-Token`), or a caller with its own guard.
 */
export type OperationAuth = "apiKey" | "session" | "optionalSession" | "ingestKey" | "signature" | "staff";

/** Statuses an operation can fail with, each answered with the one error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** A staff operation names the roles it admits (at least one); no other operation names any. */
type OperationAccess =
  | { readonly auth: Exclude<OperationAuth, "staff">; readonly staffRoles?: never }
  | { readonly auth: "staff"; readonly staffRoles: readonly [StaffRole, ...StaffRole[]] };

export type Operation = OperationAccess & {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  /** A longer explanation, where the summary cannot say everything a caller needs. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  /** Request headers the operation reads, by lower-case name (e.g. `idempotency-key`). */
  readonly headers?: ObjectSchema;
  /**
   * A JSON body, or a form (urlencoded or multipart, e.g. with a file): the schema checks the form's
   * fields, and the handler also gets the whole form for its files.
   */
  readonly body?: { readonly type: "json" | "form"; readonly schema: z.ZodType };
  /** The success answer; no schema means an empty body (204). */
  readonly success: {
    readonly status: 200 | 201 | 202 | 204;
    readonly description: string;
    readonly schema?: z.ZodType;
    /** A file answer (a bill's PDF) instead of JSON: its type, for OpenAPI and the client's `download`. */
    readonly file?: { readonly contentType: string };
    /**
     * Another success status with the same body, which the handler answers with `c.status(...)`
     * (e.g. 200 when a create found an open request and updated it).
     */
    readonly also?: { readonly status: 200 | 201 | 202; readonly description: string };
  };
  readonly errors: readonly ErrorStatus[];
};

/** Keeps the literal types of a definition (so the client and the API can infer from it). */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: `params`, `query`, `headers` and `body` where the operation has them. */
export type OperationArgs<O extends Operation> = (O["params"] extends ObjectSchema
  ? { params: InputOf<O["params"]> }
  : { params?: never }) &
  (O["query"] extends ObjectSchema ? { query?: InputOf<O["query"]> } : { query?: never }) &
  (O["headers"] extends ObjectSchema ? { headers: InputOf<O["headers"]> } : { headers?: never }) &
  (O["body"] extends { type: "json"; schema: infer B } ? { body: InputOf<B> } : unknown) &
  (O["body"] extends { type: "form" } ? { form: FormData | URLSearchParams } : unknown);

/** What the operation answers on success, as the client receives it. */
export type OperationResult<O extends Operation> = O["success"] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler must give back for the success answer (before JSON encoding). */
export type OperationReply<O extends Operation> = O["success"] extends { schema: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** Fills `{name}` segments of an operation path from its parameters. */
export function operationPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
