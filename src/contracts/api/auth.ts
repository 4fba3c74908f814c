/**
 * Sign-up, sign-in, sessions and passwords (`/auth/...`): the code flows that prove a number, the
 * session token they end in, and the signed-in customer's devices.
 */
import { z } from "zod";
import {
  changePasswordSchema,
  completeSignupSchema,
  loginSchema,
  resetPasswordSchema,
  startCodeSchema,
  ticketLoginSchema,
  verifyCodeSchema,
} from "../auth.ts";
import { defineOperation } from "./operation.ts";

/**
 * `recharge` proves control of a number so that a card recharge passes its lock-out (issue 14);
 * `login` signs a customer in with a code instead of the password, and `puk` proves a signed-in
 * customer before their SIM's PUK is shown, by a code to another of their lines (issue 21);
 * `transfer` is the second factor of a large credit transfer, sent to the sending line (issue 20).
 */
export const codePurposes = [
  "signup",
  "reset",
  "add_line",
  "recharge",
  "order_contact",
  "care_contact",
  "login",
  "puk",
  "transfer",
] as const;
export type CodePurpose = (typeof codePurposes)[number];

export const codeFlow = z
  .object({
    flowId: z.string().meta({ description: "Opaque id of this code flow; send it back with the code" }),
    expiresIn: z.number().meta({ description: "Seconds the code stays valid" }),
    resendAfter: z.number().meta({ description: "Seconds before another code may be asked for" }),
  })
  .meta({ id: "CodeFlow" });

export const ticket = z.object({ ticket: z.string(), purpose: z.enum(codePurposes) }).meta({
  id: "Ticket",
  description:
    "Valid 10 minutes, required by the next step; single-use, except that a `recharge` ticket may be shown again while it lasts",
});

export const sessionToken = z
  .object({
    token: z.string().meta({ description: "Session token; send as Authorization: Bearer" }),
    refreshToken: z.string().optional().meta({ description: "Only when refresh is enabled" }),
    expiresAt: z.string(),
  })
  .meta({ id: "SessionToken" });

/** A line as the account holds it (no money: see GET /lines for balances). */
export const accountLine = z
  .object({
    id: z.string(),
    msisdn: z.string(),
    billing: z.enum(["prepaid", "postpaid"]),
    kind: z.enum(["mobile", "broadband"]),
    status: z.enum(["active", "suspended", "terminated"]),
  })
  .meta({ id: "Line" });

export const session = z
  .object({
    unreadNotifications: z.number().int(),
    customer: z.object({
      id: z.string(),
      kind: z.enum(["person", "business"]),
      name: z.string().meta({
        description: "Who is signed in: the account's name for its owner, a member's own name for a member",
      }),
      language: z.enum(["en", "ar", "ku"]),
      email: z.string().nullable(),
      role: z.enum(["owner", "member"]).meta({
        description: "The signed-in user: the account's owner, or a member limited to the lines listed",
      }),
    }),
    lines: z.array(accountLine),
  })
  .meta({ id: "Session" });

export const deviceSession = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});

export const deviceSessionList = z.array(deviceSession).meta({ id: "SessionList" });

export type CodeFlow = z.output<typeof codeFlow>;
export type Ticket = z.output<typeof ticket>;
export type SessionToken = z.output<typeof sessionToken>;
export type AccountLine = z.output<typeof accountLine>;
export type Session = z.output<typeof session>;
export type DeviceSession = z.output<typeof deviceSession>;

export const refreshSchema = z.object({ refreshToken: z.string().min(10).max(200) });

const startCodeBody = startCodeSchema.meta({ id: "StartCode", example: { msisdn: "0780 100 0000" } });
const tags = ["Auth"] as const;

export const startSignupOp = defineOperation({
  method: "post",
  path: "/auth/signup",
  tags,
  auth: "apiKey",
  summary: "Start sign-up: send a 6-digit code to the number if it may sign up (same answer either way)",
  body: { type: "json", schema: startCodeBody },
  success: { status: 202, description: "Code flow started", schema: codeFlow },
  errors: [403, 422, 429],
});

export const startPasswordResetOp = defineOperation({
  method: "post",
  path: "/auth/forgot-password",
  tags,
  auth: "apiKey",
  summary: "Start a password reset: send a code if the number has an account (same answer either way)",
  body: { type: "json", schema: startCodeBody },
  success: { status: 202, description: "Code flow started", schema: codeFlow },
  errors: [403, 422, 429],
});

export const verifyCodeOp = defineOperation({
  method: "post",
  path: "/auth/verify-code",
  tags,
  auth: "apiKey",
  summary: "Check a code; a right one yields a single-use ticket for the next step",
  body: { type: "json", schema: verifyCodeSchema.meta({ id: "VerifyCode" }) },
  success: { status: 200, description: "Code accepted", schema: ticket },
  errors: [422, 429],
});

export const startLoginCodeOp = defineOperation({
  method: "post",
  path: "/auth/login-code",
  tags,
  auth: "apiKey",
  summary:
    "Start signing in with an SMS code: send a code if the number's line belongs to an account (same answer either way)",
  body: { type: "json", schema: startCodeBody },
  success: { status: 202, description: "Code flow started", schema: codeFlow },
  errors: [422, 429],
});

export const loginWithTicketOp = defineOperation({
  method: "post",
  path: "/auth/login-ticket",
  tags,
  auth: "apiKey",
  summary: "Sign in with the ticket of a checked login code (POST /auth/verify-code)",
  body: { type: "json", schema: ticketLoginSchema.meta({ id: "TicketLogin" }) },
  success: { status: 200, description: "Signed in", schema: sessionToken },
  errors: [422, 429, 503],
});

export const completeSignupOp = defineOperation({
  method: "post",
  path: "/auth/complete-signup",
  tags,
  auth: "apiKey",
  summary: "Finish sign-up with the ticket: name, password, language; signs the customer in",
  body: { type: "json", schema: completeSignupSchema.meta({ id: "CompleteSignup" }) },
  success: { status: 201, description: "Account created and signed in", schema: sessionToken },
  errors: [403, 409, 422, 429, 503],
});

export const loginOp = defineOperation({
  method: "post",
  path: "/auth/login",
  tags,
  auth: "apiKey",
  summary: "Sign in with number and password",
  body: {
    type: "json",
    schema: loginSchema.meta({ id: "Login", example: { msisdn: "07800000001", password: "Demo-Pass-2026" } }),
  },
  success: { status: 200, description: "Signed in", schema: sessionToken },
  errors: [422, 429, 503],
});

export const resetPasswordOp = defineOperation({
  method: "post",
  path: "/auth/reset-password",
  tags,
  auth: "apiKey",
  summary: "Set a new password with a reset ticket; ends every other session and signs in",
  body: { type: "json", schema: resetPasswordSchema.meta({ id: "ResetPassword" }) },
  success: { status: 200, description: "Password changed and signed in", schema: sessionToken },
  errors: [422, 429, 503],
});

export const refreshSessionOp = defineOperation({
  method: "post",
  path: "/auth/refresh",
  tags,
  auth: "apiKey",
  summary: "Swap a refresh token for a new session (only when refresh is enabled)",
  body: { type: "json", schema: refreshSchema.meta({ id: "Refresh" }) },
  success: { status: 200, description: "New session", schema: sessionToken },
  errors: [404, 422],
});

export const getSessionOp = defineOperation({
  method: "get",
  path: "/auth/session",
  tags,
  auth: "session",
  summary: "The signed-in customer and their lines",
  success: { status: 200, description: "Session", schema: session },
  errors: [401],
});

export const logoutOp = defineOperation({
  method: "post",
  path: "/auth/logout",
  tags,
  auth: "session",
  summary: "End this session",
  success: { status: 204, description: "Signed out" },
  errors: [401],
});

export const listSessionsOp = defineOperation({
  method: "get",
  path: "/auth/sessions",
  tags,
  auth: "session",
  summary: "The customer's signed-in devices",
  success: { status: 200, description: "Sessions", schema: deviceSessionList },
  errors: [401],
});

export const revokeSessionOp = defineOperation({
  method: "delete",
  path: "/auth/sessions/{sessionId}",
  tags,
  auth: "session",
  summary: "Sign out one device",
  params: z.object({ sessionId: z.uuid() }),
  success: { status: 204, description: "Revoked" },
  errors: [401, 404],
});

export const revokeOtherSessionsOp = defineOperation({
  method: "delete",
  path: "/auth/sessions",
  tags,
  auth: "session",
  summary: "Sign out every other device (this one stays signed in)",
  success: {
    status: 200,
    description: "How many sessions ended",
    schema: z.object({ ended: z.number().int() }),
  },
  errors: [401],
});

export const changePasswordOp = defineOperation({
  method: "post",
  path: "/auth/change-password",
  tags,
  auth: "session",
  summary: "Change the password; every other session ends unless keepOtherSessions is true",
  body: { type: "json", schema: changePasswordSchema.meta({ id: "ChangePassword" }) },
  success: { status: 200, description: "Changed", schema: z.object({ endedSessions: z.number() }) },
  errors: [401, 422, 429, 503],
});
