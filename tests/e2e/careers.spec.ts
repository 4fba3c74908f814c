import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { baghdadToday } from "../../src/contracts/business-time.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { say } from "./payment-helpers.ts";

/**
 * The job application form on a vacancy's page: applying with a CV (with and without JavaScript),
 * a file refused by its content, a closed vacancy without a form, and its accessibility. The
 * vacancies are read from the content files, never assumed.
 */
const jobsDir = "content/articles/job";
const jobs = readdirSync(jobsDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(jobsDir, file), "utf8")) as { slug: string; job: { closesAt?: string } });
// A vacancy open until filled keeps these tests meaningful whatever today's date.
const open = jobs
  .filter((j) => j.job.closesAt === undefined || j.job.closesAt >= baghdadToday())
  .sort(
    (a, b) =>
      Number(a.job.closesAt !== undefined) - Number(b.job.closesAt !== undefined) || a.slug.localeCompare(b.slug),
  );
const openSlug = (n: number) => {
  const job = open[n % open.length];
  if (!job) throw new Error(`${jobsDir} has no open vacancy`);
  return job.slug;
};
const CLOSED = "retail-store-sales-consultant-basra";

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

async function fillApplication(
  page: Page,
  locale: LocaleCode,
  fields: { name: string; msisdn: string; message?: string },
) {
  const label = (key: string) => page.getByLabel(say(locale, key), { exact: true });
  await label("careers.apply.name").fill(fields.name);
  await label("careers.apply.msisdn").fill(fields.msisdn);
  if (fields.message) await label("careers.apply.message").fill(fields.message);
  await label("careers.apply.consent").check();
}

test("in Arabic, an application with a PDF is received and its reference shown, without the form", async ({
  page,
}, testInfo) => {
  const cv = testInfo.outputPath("cv.pdf");
  writeFileSync(cv, PDF);
  await page.goto(`/ar/about-us/careers?job=${openSlug(0)}`);
  const apply = page.locator("section#apply");
  await expect(apply.getByRole("heading", { level: 2 })).toHaveText(say("ar", "careers.apply.heading"));
  await fillApplication(page, "ar", {
    name: "سارة كريم",
    msisdn: "٠٧٧٠١٢٣٤٥٦٧",
    message: "أعمل محللة بيانات منذ ثلاث سنوات.",
  });
  await page.getByLabel(say("ar", "careers.apply.cv"), { exact: true }).setInputFiles(cv);
  await page.getByRole("button", { name: say("ar", "careers.apply.submit") }).click();

  const done = apply.locator(".apply-done");
  await expect(done).toBeVisible();
  await expect(done.getByRole("heading", { level: 3 })).toHaveText(say("ar", "careers.apply.done.title"));
  await expect(done.locator(".apply-reference")).toHaveText(/^ZJ-[A-Z2-9]{6}$/);
  await expect(done.locator(".msisdn")).toHaveText("0770 123 4567");
  await expect(done).toBeFocused();
  await expect(apply.locator("form")).toHaveCount(0);
});

test("in Sorani, a wrong file is refused beside the CV field: by name and size at once, by content after upload", async ({
  page,
}) => {
  await page.goto(`/ku/about-us/careers?job=${openSlug(1)}`);
  const cvInput = page.getByLabel(say("ku", "careers.apply.cv"), { exact: true });
  const cvError = page.locator("#field-cv-error");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  // Checked in the browser, before anything is sent.
  await cvInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(cvError).toHaveText(say("ku", "errors.cv_type"));
  await cvInput.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(6 * 1048576) });
  await expect(cvError).toHaveText(say("ku", "errors.cv_too_large", { maxMb: 5 }));
  await fillApplication(page, "ku", { name: "هێمن عومەر", msisdn: "0750 222 3344" });
  await page.getByRole("button", { name: say("ku", "careers.apply.submit") }).click();
  await expect(page.locator(".error-summary")).toBeFocused();
  expect(posts).toEqual([]);

  // A picture named .pdf passes the name check; the API reads the bytes and refuses it.
  await cvInput.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG });
  await expect(cvError).toHaveCount(0);
  await page.getByRole("button", { name: say("ku", "careers.apply.submit") }).click();
  await expect(cvError).toHaveText(say("ku", "errors.cv_type"));
  expect(posts).toHaveLength(1);
  await expect(cvInput).toHaveAttribute("aria-invalid", "true");
  await expect(cvInput).toHaveAttribute("aria-describedby", /field-cv-error/);
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: say("ku", "errors.cv_type") })).toHaveAttribute("href", "#field-cv");
});

test("in Arabic, a wrong CV chosen before the page's script has run is refused once it runs", async ({ page }) => {
  // The page's scripts start after its first paint: on a slow line a visitor may choose the file first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/ar/about-us/careers?job=${openSlug(1)}`, { waitUntil: "domcontentloaded" });
  const cvInput = page.getByLabel(say("ar", "careers.apply.cv"), { exact: true });
  await cvInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.locator("#field-cv-error")).toHaveCount(0);
  release();
  await expect(page.locator("#field-cv-error")).toHaveText(say("ar", "errors.cv_type"));
  await expect(cvInput).toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, the form posts as a plain form: mistakes come back by their fields, then the reference", async ({
    page,
  }, testInfo) => {
    const cv = testInfo.outputPath("cv.pdf");
    writeFileSync(cv, PDF);
    await page.goto(`/en/about-us/careers?job=${openSlug(2)}`);
    await expect(page.locator("#field-message")).toHaveAttribute("maxlength", "1000");
    await expect(page.locator("#field-cv-hint")).toHaveText(say("en", "careers.apply.cvHint", { maxMb: 5 }));

    // Nothing but a name: the server answers with the shared schema's messages, the name kept.
    await page.getByLabel(say("en", "careers.apply.name"), { exact: true }).fill("Ali Hassan");
    await page.getByRole("button", { name: say("en", "careers.apply.submit") }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.locator("#field-msisdn-error")).toHaveText(say("en", "validation.msisdn.required"));
    await expect(page.locator("#field-consent-error")).toHaveText(say("en", "validation.consent.required"));
    await expect(page.locator("#field-cv-error")).toHaveText(say("en", "errors.cv_required"));
    await expect(page.locator("#field-name")).toHaveValue("Ali Hassan");
    await expect(page.locator("#field-msisdn")).toHaveAttribute("aria-invalid", "true");

    await fillApplication(page, "en", { name: "Ali Hassan", msisdn: "+964 781 555 6677" });
    await page.getByLabel(say("en", "careers.apply.cv"), { exact: true }).setInputFiles(cv);
    await page.getByRole("button", { name: say("en", "careers.apply.submit") }).click();
    await expect(page.locator(".apply-reference")).toHaveText(/^ZJ-[A-Z2-9]{6}$/);
    await expect(page.locator(".apply-done")).toContainText(say("en", "careers.apply.done.kept", { count: 180 }));
    await expect(page.locator("section#apply form")).toHaveCount(0);
  });

  test("a body over the CV limit is refused unread, with the size to aim for", async ({ page }) => {
    const posted = await page.request.post(`/en/about-us/careers?job=${openSlug(3)}`, {
      multipart: {
        name: "Ali Hassan",
        msisdn: "0790 111 2233",
        consent: "on",
        cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5.5 * 1048576) },
      },
    });
    expect(posted.status()).toBe(413);
    expect(await posted.text()).toContain(say("en", "errors.cv_too_large", { maxMb: 5 }));
  });

  test("a closed vacancy has no form, says so, and refuses a post", async ({ page }) => {
    await page.goto(`/en/about-us/careers?job=${CLOSED}`);
    await expect(page.locator(".apply-closed")).toContainText(say("en", "careers.apply.closed"));
    await expect(page.locator("form[enctype='multipart/form-data']")).toHaveCount(0);
    const posted = await page.request.post(`/en/about-us/careers?job=${CLOSED}`, {
      multipart: {
        name: "Ali Hassan",
        msisdn: "0790 111 2233",
        consent: "on",
        cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) },
      },
    });
    expect(posted.status()).toBe(409);
    expect(await posted.text()).toContain(say("en", "careers.apply.closed"));
  });
});

test("the Arabic job page with its form has no serious accessibility problems", async ({ page }) => {
  await page.goto(`/ar/about-us/careers?job=${openSlug(0)}`);
  await expect(page.locator("form.apply-form")).toBeVisible();
  const consent = page.locator("#field-consent");
  await expect(consent).toHaveAttribute("aria-describedby", "field-consent-privacy");
  await expect(page.locator("#field-consent-privacy")).toContainText(
    say("ar", "careers.apply.privacy", { count: 180 }),
  );
  await expect(page.locator('#field-consent-privacy a[href="/ar/about-us/privacy-policy"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
