import { type Hook, OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./context.ts";
import { validationError } from "./error-handler.ts";

// Request validation failures become 422 with a field list, in the caller's language.
const defaultHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (!result.success) throw validationError(result.error, c.var.locale);
};

/** A router whose request schemas validate and document at once. */
export function newRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook });
}

export type ApiApp = ReturnType<typeof newRouter>;
