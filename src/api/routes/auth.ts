import { createRoute, z } from "@hono/zod-openapi";
import { changePassword, completeSignup, login, resetPassword } from "../../domain/auth/accounts.ts";
import { startCodeFlow, verifyCode } from "../../domain/auth/code-flows.ts";
import {
  listSessions,
  refreshSession,
  revokeAllSessions,
  revokeSession,
  sessionView,
} from "../../domain/auth/sessions.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { deviceOf, requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";
import { authContext } from "./auth-context.ts";
import * as s from "./auth-schemas.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const bearer = [{ apiKey: [], bearer: [] }];

/** Sign-up, sign-in, sessions and passwords (`/api/v1/auth/...`). */
export function authRoutes() {
  const r = newRouter();

  for (const [path, purpose, summary] of [
    [
      "/signup",
      "signup",
      "Start sign-up: send a 6-digit code to the number if it may sign up (same answer either way)",
    ],
    [
      "/forgot-password",
      "reset",
      "Start a password reset: send a code if the number has an account (same answer either way)",
    ],
  ] as const) {
    r.openapi(
      createRoute({
        method: "post",
        path,
        tags: ["Auth"],
        summary,
        request: body(s.startCodeBody),
        responses: { 202: json(s.flowSchema, "Code flow started"), ...errorResponses(403, 422, 429) },
      }),
      async (c) => c.json(await startCodeFlow(authContext(c), { msisdn: c.req.valid("json").msisdn, purpose }), 202),
    );
  }

  r.openapi(
    createRoute({
      method: "post",
      path: "/verify-code",
      tags: ["Auth"],
      summary: "Check a code; a right one yields a single-use ticket for the next step",
      request: body(s.verifyCodeBody),
      responses: { 200: json(s.ticketSchema, "Code accepted"), ...errorResponses(422, 429) },
    }),
    async (c) => c.json(await verifyCode(authContext(c), c.req.valid("json")), 200),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/complete-signup",
      tags: ["Auth"],
      summary: "Finish sign-up with the ticket: name, password, language; signs the customer in",
      request: body(s.completeSignupBody),
      responses: { 201: json(s.tokenSchema, "Account created and signed in"), ...errorResponses(403, 409, 422) },
    }),
    async (c) => c.json(await completeSignup(authContext(c), { ...c.req.valid("json"), device: deviceOf(c) }), 201),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/login",
      tags: ["Auth"],
      summary: "Sign in with number and password",
      request: body(s.loginBody),
      responses: { 200: json(s.tokenSchema, "Signed in"), ...errorResponses(422, 429) },
    }),
    async (c) => c.json(await login(authContext(c), { ...c.req.valid("json"), device: deviceOf(c) }), 200),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/reset-password",
      tags: ["Auth"],
      summary: "Set a new password with a reset ticket; ends every other session and signs in",
      request: body(s.resetPasswordBody),
      responses: { 200: json(s.tokenSchema, "Password changed and signed in"), ...errorResponses(422) },
    }),
    async (c) => c.json(await resetPassword(authContext(c), { ...c.req.valid("json"), device: deviceOf(c) }), 200),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/refresh",
      tags: ["Auth"],
      summary: "Swap a refresh token for a new session (only when refresh is enabled)",
      request: body(s.refreshBody),
      responses: { 200: json(s.tokenSchema, "New session"), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const { config, database } = c.var.deps;
      if (!config.auth.refreshEnabled) throw new ApiError(404, "not_found");
      const issued = await refreshSession(
        database.db,
        config.secrets.sessionPepper,
        c.req.valid("json").refreshToken,
        deviceOf(c),
      );
      return c.json(issued, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/session",
      tags: ["Auth"],
      security: bearer,
      summary: "The signed-in customer and their lines",
      responses: { 200: json(s.sessionViewSchema, "Session"), ...errorResponses(401) },
    }),
    async (c) => c.json(await sessionView(c.var.deps.database.db, requireActor(c)), 200),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/logout",
      tags: ["Auth"],
      security: bearer,
      summary: "End this session",
      responses: { 204: { description: "Signed out" }, ...errorResponses(401) },
    }),
    async (c) => {
      const actor = requireActor(c);
      await revokeSession(c.var.deps.database.db, actor, actor.sessionId);
      return c.body(null, 204);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/sessions",
      tags: ["Auth"],
      security: bearer,
      summary: "The customer's signed-in devices",
      responses: { 200: json(s.sessionListSchema, "Sessions"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listSessions(c.var.deps.database.db, requireActor(c)), 200),
  );

  r.openapi(
    createRoute({
      method: "delete",
      path: "/sessions/{sessionId}",
      tags: ["Auth"],
      security: bearer,
      summary: "Sign out one device",
      request: { params: z.object({ sessionId: z.uuid() }) },
      responses: { 204: { description: "Revoked" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await revokeSession(c.var.deps.database.db, requireActor(c), c.req.valid("param").sessionId);
      return c.body(null, 204);
    },
  );

  r.openapi(
    createRoute({
      method: "delete",
      path: "/sessions",
      tags: ["Auth"],
      security: bearer,
      summary: "Sign out every other device (this one stays signed in)",
      responses: {
        200: json(z.object({ ended: z.number().int() }), "How many sessions ended"),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const actor = requireActor(c);
      return c.json({ ended: await revokeAllSessions(c.var.deps.database.db, actor.accountId, actor.sessionId) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/change-password",
      tags: ["Auth"],
      security: bearer,
      summary: "Change the password; optionally end every other session",
      request: body(s.changePasswordBody),
      responses: { 200: json(z.object({ endedSessions: z.number() }), "Changed"), ...errorResponses(401, 422) },
    }),
    async (c) => c.json(await changePassword(authContext(c), requireActor(c), c.req.valid("json")), 200),
  );

  return r;
}
