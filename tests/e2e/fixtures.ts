import { test as base, expect } from "@playwright/test";

/** Every page test runs with outside addresses blocked (the tag manager's script in particular). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await use(page);
  },
});

export { expect };
