import { z } from "@hono/zod-openapi";
import {
  changePasswordSchema,
  completeSignupSchema,
  loginSchema,
  resetPasswordSchema,
  startCodeSchema,
  verifyCodeSchema,
} from "../../contracts/auth.ts";

/**
 * The shared form schemas, named for the OpenAPI description. Contract schemas may be built before
 * @hono/zod-openapi extends zod (import order), so they are cloned here, after it has: a clone is
 * constructed now and carries .openapi().
 */
export const startCodeBody = startCodeSchema.clone().openapi("StartCode", { example: { msisdn: "0780 100 0000" } });
export const verifyCodeBody = verifyCodeSchema.clone().openapi("VerifyCode");
export const completeSignupBody = completeSignupSchema.clone().openapi("CompleteSignup");
export const loginBody = loginSchema.clone().openapi("Login", {
  example: { msisdn: "07800000001", password: "Demo-Pass-2026" },
});
export const resetPasswordBody = resetPasswordSchema.clone().openapi("ResetPassword");
export const changePasswordBody = changePasswordSchema.clone().openapi("ChangePassword");
export const refreshBody = z.object({ refreshToken: z.string().min(10).max(200) }).openapi("Refresh");

export const flowSchema = z
  .object({
    flowId: z.string().openapi({ description: "Opaque id of this code flow; send it back with the code" }),
    expiresIn: z.number().openapi({ description: "Seconds the code stays valid" }),
    resendAfter: z.number().openapi({ description: "Seconds before another code may be asked for" }),
  })
  .openapi("CodeFlow");

export const ticketSchema = z
  .object({ ticket: z.string(), purpose: z.enum(["signup", "reset", "add_line"]) })
  .openapi("Ticket", { description: "Single-use, valid 10 minutes, required by the next step" });

export const tokenSchema = z
  .object({
    token: z.string().openapi({ description: "Session token; send as Authorization: Bearer" }),
    refreshToken: z.string().optional().openapi({ description: "Only when refresh is enabled" }),
    expiresAt: z.string(),
  })
  .openapi("SessionToken");

const lineSchema = z
  .object({
    id: z.string(),
    msisdn: z.string(),
    billing: z.enum(["prepaid", "postpaid"]),
    kind: z.enum(["mobile", "broadband"]),
    status: z.enum(["active", "suspended", "terminated"]),
  })
  .openapi("Line");

export const sessionViewSchema = z
  .object({
    unreadNotifications: z.number().int(),
    customer: z.object({
      id: z.string(),
      kind: z.enum(["person", "business"]),
      name: z.string(),
      language: z.enum(["en", "ar", "ku"]),
      email: z.string().nullable(),
    }),
    lines: z.array(lineSchema),
  })
  .openapi("Session");

export const sessionListSchema = z
  .array(
    z.object({
      id: z.string(),
      device: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      current: z.boolean(),
    }),
  )
  .openapi("SessionList");
