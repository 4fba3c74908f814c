import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { jobArticle } from "../../../tests/factories/articles.ts";
import { localFileStorage, privateFilesDir } from "../../adapters/storage/file-storage.ts";
import { jobApplications, smsOutbox } from "../../db/schema/index.ts";
import { saveArticles } from "../../domain/articles/articles.ts";
import { pruneApplications } from "../../domain/careers/applications.ts";
import { readCategories } from "../../seed/article-steps.server.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

function application(cv: { bytes: Uint8Array; name: string } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { name: "Sara Kareem", msisdn: "0770 123 4567", email: "sara@example.com", consent: "on", ...fields };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  if (cv) form.set("cv", new File([Buffer.from(cv.bytes)], cv.name));
  return form;
}
const apply = (api: ReturnType<typeof testApi>, slug: string, form: FormData, lang = "en") =>
  call(api, `/api/v1/jobs/${slug}/applications`, { method: "POST", body: form, headers: { "Accept-Language": lang } });

async function jobs(db: Parameters<typeof saveArticles>[0]) {
  await saveArticles(db, readCategories(), [
    jobArticle("test-open-job", "2099-12-31"),
    jobArticle("test-closed-job", "2020-01-31"),
  ]);
}

test("an application with a PDF is stored privately, the reference is sent by SMS, and it is deleted after the retention period", () =>
  withRollback(async (handle, db) => {
    const config = testConfig({ APPLICATION_RETENTION_DAYS: "30" });
    const api = testApi(handle, { config });
    await jobs(db);
    const res = await apply(api, "test-open-job", application({ bytes: PDF, name: "cv.pdf" }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ job: "test-open-job", keptDays: 30, reference: expect.stringMatching(/^ZJ-/) });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.reference, body.reference));
    expect(row).toMatchObject({ fileType: "pdf", msisdn: "9647701234567", fileSize: PDF.length });
    const file = join(privateFilesDir(config.dataDir), row?.fileKey ?? "");
    expect(existsSync(file)).toBe(true);
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, "9647701234567"));
    expect(sms.at(-1)?.body).toContain(body.reference);

    const env = testEnv(db, config, { storage: localFileStorage(privateFilesDir(config.dataDir)) });
    const after = (days: number) => testContext(db, { now: new Date(Date.now() + days * 86_400_000), env });
    expect(await pruneApplications({ ctx: after(29) })).toBe(0);
    expect(await pruneApplications({ ctx: after(31) })).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(await db.select().from(jobApplications).where(eq(jobApplications.reference, body.reference))).toHaveLength(
      0,
    );
  }));

test("a CV is judged by its content: an image named .pdf is refused, nothing is kept", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    await jobs(db);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await apply(api, "test-open-job", application({ bytes: png, name: "cv.pdf" }), "ckb");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ code: "cv_type", fields: [{ path: "cv" }] });
    expect(body.message).toMatch(/[ەێ]/);
    expect(await db.select().from(jobApplications)).toHaveLength(0);
  }));

test("too large, missing CV, no consent, closed and unknown jobs get clear answers", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { config: testConfig({ CV_MAX_BYTES: "100000" }) });
    await jobs(db);
    const big = new Uint8Array(150_000);
    big.set(PDF);
    const tooBig = await apply(api, "test-open-job", application({ bytes: big, name: "cv.pdf" }));
    expect([413, 422]).toContain(tooBig.status);
    expect((await tooBig.json()).code).toBe("cv_too_large");
    const noCv = await (await apply(api, "test-open-job", application(null))).json();
    expect(noCv.code, JSON.stringify(noCv)).toBe("cv_required");
    const noConsent = await apply(api, "test-open-job", application({ bytes: PDF, name: "cv.pdf" }, { consent: "" }));
    expect(noConsent.status).toBe(422);
    expect((await noConsent.json()).fields).toEqual([expect.objectContaining({ path: "consent" })]);
    const closed = await apply(api, "test-closed-job", application({ bytes: PDF, name: "cv.pdf" }));
    expect(closed.status).toBe(409);
    expect((await closed.json()).code).toBe("job_closed");
    expect((await apply(api, "no-such-job", application({ bytes: PDF, name: "cv.pdf" }))).status).toBe(404);
  }));

test("the OpenAPI description covers payments, recharges, articles, search and applications", () =>
  withRollback(async (handle) => {
    const doc = await (await call(testApi(handle), "/api/v1/openapi.json", { key: null })).json();
    for (const path of [
      "/payments",
      "/payments/{id}",
      "/recharges/voucher",
      "/bills/due",
      "/search",
      "/articles/{slug}",
      "/jobs/{slug}/applications",
    ]) {
      expect(Object.keys(doc.paths), path).toContain(`/api/v1${path}`);
    }
    expect(doc.paths["/api/v1/jobs/{slug}/applications"].post.requestBody.content["multipart/form-data"]).toBeDefined();
  }));
