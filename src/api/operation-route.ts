/**
 * Registers a contract operation (src/contracts/api) on a router: documents it in OpenAPI from the
 * same definition, parses its inputs with the contract's schemas (422 with localized fields when
 * they do not fit), requires a session where the contract says so, and answers the success status
 * with what the handler returns, whose type the contract fixes.
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { Operation, OperationReply } from "../contracts/api/operation.ts";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "../contracts/storable-text.ts";
import type { Actor, ServiceContext, StaffActor } from "../domain/context.ts";
import { translate } from "../i18n/catalogue.ts";
import type { ApiEnv } from "./context.ts";
import { validationError } from "./error-handler.ts";
import { ApiError, errorResponses } from "./errors.ts";
import { requireActor } from "./middleware/session.ts";
import { requireStaff } from "./middleware/staff.ts";
import type { ApiApp } from "./router.ts";
import { serviceContext } from "./service-context.ts";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOut<O extends Operation> = O["body"] extends { schema: infer B } ? z.output<B> : undefined;

/** The parsed inputs a handler receives, typed from the contract. */
export type OperationInput<O extends Operation> = {
  params: Out<O["params"]>;
  query: Out<O["query"]>;
  headers: Out<O["headers"]>;
  body: BodyOut<O>;
  /** The whole form, for operations whose body is a form (its files, e.g. an upload). */
  form: O["body"] extends { type: "form" } ? FormData : undefined;
  /** The signed-in customer: always there for `auth: "session"`, else when one is signed in. */
  actor: O["auth"] extends "session" ? Actor : Actor | null;
  /** The staff member: always there for `auth: "staff"`, with one of the operation's roles. */
  staff: O["auth"] extends "staff" ? StaffActor : null;
  /** The domain context of this request, for `service({ ctx, input })`. */
  ctx: ServiceContext;
};

export type OperationHandler<O extends Operation> = (
  c: Context<ApiEnv>,
  input: OperationInput<O>,
) => Promise<OperationReply<O>> | OperationReply<O>;

/**
 * A handler that answers with its own Response, for operations whose answer is not always the
 * contract's JSON (a 304 to a conditional request). `reply` gives the contract's success answer.
 */
export type RawOperationHandler<O extends Operation> = (
  c: Context<ApiEnv>,
  input: OperationInput<O> & { reply: (body: OperationReply<O>) => Response },
) => Promise<Response> | Response;

/** Responses a raw handler gives besides the contract's success and errors, for OpenAPI. */
type ExtraResponses = Record<number, { description: string }>;

const SECURITY: Record<Operation["auth"], Record<string, string[]>[]> = {
  apiKey: [{ apiKey: [] }],
  session: [{ apiKey: [], bearer: [] }],
  optionalSession: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
  ingestKey: [{ ingestKey: [] }],
  signature: [],
  staff: [{ staffToken: [] }],
};

/** The operation's description, with the staff roles it admits (which OpenAPI has no field for). */
function description(op: Operation): string | undefined {
  const roles = op.auth === "staff" ? `Staff roles: ${op.staffRoles.join(", ")}.` : undefined;
  return [op.description, roles].filter(Boolean).join("\n\n") || undefined;
}

/** The route as OpenAPI describes it, built from the contract. */
function describe(op: Operation, path: string, extra: ExtraResponses) {
  const success = op.success.schema
    ? { description: op.success.description, content: { "application/json": { schema: op.success.schema } } }
    : op.success.file
      ? {
          description: op.success.description,
          content: { [op.success.file.contentType]: { schema: { type: "string" as const, format: "binary" } } },
        }
      : { description: op.success.description };
  const also = op.success.also && {
    [op.success.also.status]: { ...success, description: op.success.also.description },
  };
  const body = op.body && {
    content: {
      [op.body.type === "json" ? "application/json" : "multipart/form-data"]: { schema: op.body.schema },
    },
    required: true,
  };
  return {
    method: op.method,
    path,
    tags: [...op.tags],
    summary: op.summary,
    ...(description(op) ? { description: description(op) } : {}),
    security: SECURITY[op.auth],
    request: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.headers ? { headers: op.headers } : {}),
      ...(body ? { body } : {}),
    },
    responses: { [op.success.status]: success, ...also, ...extra, ...errorResponses(...op.errors) },
  };
}

/**
 * Adds `op` to `router`. `mountedAt` is the prefix the router is mounted under within /api/v1
 * (routers are mounted at "/" once all their operations come from contracts).
 */
export function implement<O extends Operation>(router: ApiApp, op: O, handler: OperationHandler<O>, mountedAt = "") {
  register(router, op, mountedAt, {}, async (c, input) => respond(c, op, await handler(c, input)));
}

/**
 * Adds `op` with a handler that builds its own Response (`implement` otherwise): documented from the
 * contract all the same, with `responses` the handler may give besides it (e.g. 304).
 */
export function implementRaw<O extends Operation>(
  router: ApiApp,
  op: O,
  handler: RawOperationHandler<O>,
  { responses = {}, mountedAt = "" }: { responses?: ExtraResponses; mountedAt?: string } = {},
) {
  register(router, op, mountedAt, responses, (c, input) =>
    handler(c, { ...input, reply: (body) => respond(c, op, body) }),
  );
}

function register<O extends Operation>(
  router: ApiApp,
  op: O,
  mountedAt: string,
  extra: ExtraResponses,
  run: (c: Context<ApiEnv>, input: OperationInput<O>) => Promise<Response> | Response,
) {
  const path = op.path.slice(mountedAt.length) || "/";
  router.openAPIRegistry.registerPath(describe(op, path, extra));
  router.on(op.method.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"), async (c) => {
    // What a session or a staff member sees is theirs: no cache keeps it, whatever the answer
    // (errors included).
    const personal =
      op.auth === "session" || op.auth === "staff" || (op.auth === "optionalSession" && c.var.actor !== null);
    if (personal) c.header("Cache-Control", PERSONAL);
    // Staff operations act for the operator, never for a customer who happens to send a session.
    const staff = op.auth === "staff" ? await requireStaff(c, op.staffRoles) : null;
    const actor = op.auth === "session" ? requireActor(c) : op.auth === "staff" ? null : c.var.actor;
    const locale = c.var.locale;
    const parse = <S extends z.ZodType>(schema: S | undefined, value: unknown) => {
      if (!schema) return undefined;
      refuseUnstorableText(value, locale);
      const result = schema.safeParse(value);
      if (!result.success) throw validationError(result.error, locale);
      return result.data;
    };
    const form = op.body?.type === "form" ? await formOf(c) : undefined;
    const input = {
      params: parse(op.params, c.req.param()),
      query: parse(op.query, queryOf(c)),
      headers: parse(op.headers, lowerCaseHeaders(c)),
      body: op.body ? parse(op.body.schema, op.body.type === "json" ? await jsonOf(c) : fieldsOf(form)) : undefined,
      form,
      actor,
      staff,
      ctx: serviceContext(c),
    } as OperationInput<O>;
    // The contract's status, unless the handler chose its `also` status (c.status).
    c.status(op.success.status);
    const response = await run(c, input);
    if (personal) response.headers.set("Cache-Control", PERSONAL);
    return response;
  });
}

const PERSONAL = "private, no-store";

/**
 * Every input is text PostgreSQL can store (src/contracts/storable-text.ts) before any schema or
 * query sees it: a NUL or lone surrogate is the caller's mistake (422), never a database error (500).
 */
function refuseUnstorableText(value: unknown, locale: ApiEnv["Variables"]["locale"]) {
  const path = unstorableTextPath(value);
  if (!path) return;
  const message = translate(locale, UNSTORABLE_TEXT_MESSAGE);
  throw new ApiError(422, "validation_failed", {
    fields: [{ path: path.map(String).join("."), code: "invalid_string", message }],
  });
}

/** The success answer: the status set for it with the JSON body, or 204 when it has none. */
function respond<O extends Operation>(c: Context<ApiEnv>, op: O, reply: OperationReply<O>): Response {
  if (op.success.status === 204 || !op.success.schema) return c.body(null, 204);
  return c.json(reply);
}

function queryOf(c: Context<ApiEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? (v[0] ?? "") : v]));
}

function lowerCaseHeaders(c: Context<ApiEnv>): Record<string, string> {
  return Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
}

async function jsonOf(c: Context<ApiEnv>): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) throw new ApiError(415, "unsupported_media_type");
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json");
  }
}

/** A form's fields as an object for its schema: repeated names become arrays, files stay files. */
function fieldsOf(form: FormData | undefined): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [name, value] of form?.entries() ?? []) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

async function formOf(c: Context<ApiEnv>): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw new ApiError(400, "invalid_form");
  }
}
