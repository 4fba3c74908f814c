import type { Page } from "@playwright/test";

/**
 * Signs a demo customer in without the sign-in page, for tests about what comes after it: one
 * API sign-in per worker and number (sign-in is rate-limited per number, as it must be), the token
 * set as the auth_token cookie the site itself would set.
 */
const tokens = new Map<string, Promise<string>>();

export async function signInAs(page: Page, msisdn: string) {
  let token = tokens.get(msisdn);
  if (!token) {
    token = (async () => {
      const res = await page.request.post("/api/v1/auth/login", {
        headers: { "X-API-Key": "zain-web-public", "Content-Type": "application/json" },
        data: { msisdn, password: "Demo-Pass-2026" },
      });
      if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    })();
    tokens.set(msisdn, token);
  }
  await setSessionCookie(page, await token);
}

/** Sets a session token as the auth_token cookie, exactly as the site itself sets it. */
export async function setSessionCookie(page: Page, token: string) {
  await page.context().addCookies([
    {
      name: "auth_token",
      value: token,
      domain: "127.0.0.1",
      path: "/",
      httpOnly: true,
      sameSite: "Strict",
      secure: false,
    },
  ]);
}
