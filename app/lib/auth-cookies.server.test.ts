import { expect, test, vi } from "vitest";
import type { WebEnv } from "../context.ts";
import { sessionCookies, tokenAt } from "./auth-cookies.server.ts";

function env(auth: Partial<WebEnv["config"]["auth"]> = {}) {
  const log = vi.fn();
  const value = {
    secureCookies: true,
    log,
    config: { auth: { tokenPath: "token", refreshEnabled: false, ...auth } },
  } as unknown as WebEnv;
  return { env: value, log };
}

test("the token is read at the configured place in the sign-in response", () => {
  expect(tokenAt({ data: { token: "abc" } }, "data.token")).toBe("abc");
  expect(tokenAt({ token: 42 }, "token")).toBeUndefined();
  expect(tokenAt(null, "token")).toBeUndefined();
});

test("a response without a string token stops sign-in with a logged error", () => {
  const { env: e, log } = env();
  expect(sessionCookies({ token: { nested: true } }, e)).toBeNull();
  expect(log).toHaveBeenCalledWith("error", expect.stringContaining("no string token"), expect.anything());
});

test("with refresh on, a refresh token is required too, and kept in its own HttpOnly cookie", () => {
  const { env: e, log } = env({ refreshEnabled: true });
  expect(sessionCookies({ token: "t" }, e)).toBeNull();
  expect(log).toHaveBeenCalledWith("error", expect.stringContaining("no refresh token"), {});
  const cookies = sessionCookies({ token: "t", refreshToken: "r" }, e) ?? [];
  expect(cookies).toHaveLength(2);
  expect(cookies[1]).toMatch(/^auth_refresh=r; Max-Age=604800; Path=\/; SameSite=Strict; HttpOnly; Secure$/);
});
