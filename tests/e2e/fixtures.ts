import { test as base, expect } from "@playwright/test";

/**
 * Every page test runs with outside addresses blocked (the tag manager's script in particular),
 * and fails on a Content-Security-Policy violation or an uncaught error in the page, such as
 * React's hydration mismatch (server and browser printing different text). Violations come from
 * the browser's issues (DevTools' Issues panel), not only the console: a refused `eval` that the
 * page's code catches (zod's start-up probe) prints nothing but is still one.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy"))
        problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    const devtools = await page.context().newCDPSession(page);
    devtools.on("Audits.issueAdded", ({ issue }) => {
      const csp = issue.details.contentSecurityPolicyIssueDetails;
      if (csp) problems.push(`${page.url()}: CSP ${csp.violatedDirective} ${csp.contentSecurityPolicyViolationType}`);
    });
    await devtools.send("Audits.enable");
    await use(page);
    expect(problems).toEqual([]);
  },
});

export { expect };

/**
 * Requests of a test file as from their own client address (the test server trusts
 * X-Forwarded-For), so files that send many SMS codes do not spend the hourly per-address
 * allowance the rest of the run shares. Use: `test.use(asClient(11))`.
 */
export const asClient = (n: number) => ({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${n}` } });
