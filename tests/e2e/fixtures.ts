import { test as base, expect } from "@playwright/test";

/** Every page test runs with outside addresses blocked (the tag manager's script in particular). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    // The Content-Security-Policy must never block our own scripts or styles.
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy"))
        blocked.push(message.text());
    });
    await use(page);
    expect(blocked).toEqual([]);
  },
});

export { expect };
