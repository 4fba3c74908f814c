import { createCookie, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type WebEnv, webEnvContext } from "../context.ts";
import { AUTH_COOKIE } from "./api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

const WEEK_SECONDS = 604_800;

export const REFRESH_COOKIE = "auth_refresh";

/** DESIGN.md "Sign-in and sessions": Max-Age 604800, Path /, SameSite Strict, HttpOnly, Secure outside development. */
export function authCookie(token: string, env: WebEnv, name = AUTH_COOKIE): string {
  const secure = env.secureCookies ? "; Secure" : "";
  return `${name}=${encodeURIComponent(token)}; Max-Age=${WEEK_SECONDS}; Path=/; SameSite=Strict; HttpOnly${secure}`;
}

export function clearAuthCookie(env: WebEnv, name = AUTH_COOKIE): string {
  const secure = env.secureCookies ? "; Secure" : "";
  return `${name}=; Max-Age=0; Path=/; SameSite=Strict; HttpOnly${secure}`;
}

/**
 * The cookies a sign-in response turns into, or null when it lacks what the configuration requires
 * (a string token at the configured place; a refresh token too when refresh is on): spec section 5.
 */
export function sessionCookies(response: unknown, env: WebEnv): string[] | null {
  const token = tokenAt(response, env.config.auth.tokenPath);
  if (!token) {
    env.log("error", "sign-in response has no string token at the configured path", {
      path: env.config.auth.tokenPath,
    });
    return null;
  }
  if (!env.config.auth.refreshEnabled) return [authCookie(token, env)];
  const refresh = tokenAt(response, "refreshToken");
  if (!refresh) {
    env.log("error", "refresh is enabled but the sign-in response has no refresh token", {});
    return null;
  }
  return [authCookie(token, env), authCookie(refresh, env, REFRESH_COOKIE)];
}

const codeFlowState = z.object({
  flowId: z.string(),
  purpose: z.enum(["signup", "reset", "login"]),
  msisdn: z.string(),
  ticket: z.string().optional(),
  /** Sign-in by code: where to go once signed in (the login page's `redirect`). */
  next: z.string().optional(),
});
export type CodeFlowState = z.output<typeof codeFlowState>;

/**
 * The sign-up and reset steps carry their state (flow id, the number, then the ticket) in a
 * signed, HttpOnly, 15-minute cookie, so the number never travels in the address.
 */
export function flowCookie(context: ContextReader) {
  const env = context.get(webEnvContext);
  return createCookie("reg_flow", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 15 * 60,
    secure: env.secureCookies,
    secrets: [env.cookieSecret],
  });
}

export async function readFlow(context: ContextReader, request: Request): Promise<CodeFlowState | null> {
  const value: unknown = await flowCookie(context).parse(request.headers.get("cookie"));
  const flow = codeFlowState.safeParse(value);
  return flow.success ? flow.data : null;
}

/** Reads the token from the sign-in response at the configured path (spec section 5). */
export function tokenAt(response: unknown, path: string): string | undefined {
  let value: unknown = response;
  for (const key of path.split(".")) {
    if (!value || typeof value !== "object" || !(key in value)) return undefined;
    value = Reflect.get(value, key);
  }
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
