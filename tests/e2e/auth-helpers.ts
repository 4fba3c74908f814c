import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Reads the newest code sent to a number from the demo SMS outbox. */
export async function codeFor(request: APIRequestContext, national: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/sms-outbox?msisdn=${national}`, {
        headers: { "X-API-Key": "zain-web-public" },
      });
      const [latest] = (await response.json()) as { body: string }[];
      code = /\b(\d{6})\b/.exec(latest?.body ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? "";
}

export async function submitNumber(page: Page, national: string) {
  await page.locator("#field-msisdn").fill(national);
  await page.locator(".auth-form button[type=submit]").click();
}

export async function enterCode(page: Page, request: APIRequestContext, national: string) {
  await expect(page).toHaveURL(/\/registration\/verify-code$/);
  await page.locator("#field-code").fill(await codeFor(request, national));
  await page.locator('.auth-form button[value="verify"]').click();
}

/** Signs out from the header and waits until the home page shows the sign-in link again. */
export async function signOut(page: Page) {
  await page.locator(".session-links").first().locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/(en|ar|ku)$/);
  await expect(page.locator(".session-name")).toHaveCount(0);
}
