import { createRoute, z } from "@hono/zod-openapi";
import { profilePatchSchema } from "../../contracts/account.ts";
import { msisdnInput } from "../../contracts/auth.ts";
import { addLineWithTicket, getProfile, updateProfile } from "../../domain/account/profile.ts";
import { startCodeFlow } from "../../domain/auth/code-flows.ts";
import { errorResponses } from "../errors.ts";
import { requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";
import { authContext } from "./auth-context.ts";

const security = [{ apiKey: [], bearer: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const profile = z
  .object({
    name: z.string(),
    kind: z.enum(["person", "business"]),
    language: z.enum(["en", "ar", "ku"]),
    email: z.string().nullable(),
    smsAlerts: z.boolean(),
  })
  .openapi("Profile");

/** The signed-in customer's own account (`/api/v1/account/...`). */
export function accountRoutes() {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/profile",
      tags: ["Account"],
      summary: "Name, language, email and SMS alert preference",
      security,
      responses: { 200: json(profile, "Profile"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getProfile(c.var.deps.database.db, requireActor(c).accountId), 200),
  );

  r.openapi(
    createRoute({
      method: "patch",
      path: "/profile",
      tags: ["Account"],
      summary: "Change name, language (also used for SMS), email or SMS alerts",
      security,
      request: body(profilePatchSchema),
      responses: { 200: json(profile, "Profile after the change"), ...errorResponses(401, 422) },
    }),
    async (c) =>
      c.json(await updateProfile(c.var.deps.database.db, requireActor(c).accountId, c.req.valid("json")), 200),
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/lines/start",
      tags: ["Account"],
      summary:
        "Add a line: send a code to it (same answer whether or not it can be added); then POST /auth/verify-code",
      security,
      request: body(z.object({ msisdn: msisdnInput })),
      responses: {
        202: json(z.object({ flowId: z.string(), expiresIn: z.number(), resendAfter: z.number() }), "Code sent"),
        ...errorResponses(401, 422, 429),
      },
    }),
    async (c) => {
      requireActor(c);
      const flow = await startCodeFlow(authContext(c), { msisdn: c.req.valid("json").msisdn, purpose: "add_line" });
      return c.json(flow, 202);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/lines",
      tags: ["Account"],
      summary: "Add the line proved by the ticket from /auth/verify-code",
      security,
      request: body(z.object({ ticket: z.string().min(10).max(200) })),
      responses: {
        201: json(
          z.object({ id: z.string(), msisdn: z.string(), billing: z.string(), kind: z.string(), status: z.string() }),
          "Line added",
        ),
        ...errorResponses(401, 409, 422),
      },
    }),
    async (c) => c.json(await addLineWithTicket(authContext(c), requireActor(c), c.req.valid("json").ticket), 201),
  );

  return r;
}
