import { randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FileStorage } from "../../adapters/storage/file-storage.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { IRAQI_MOBILE_PREFIXES } from "../../contracts/campaign.ts";
import type { JobApplicationInput } from "../../contracts/careers.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { articles, articleTranslations, jobApplications } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { DbContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateLimiter, type RateRule } from "../limits/rate-limiter.ts";
import { BRAND_IN_SMS } from "../notifications/notifications.ts";
import { humanReference } from "../references.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { documentType } from "./document-type.ts";

export const APPLICATION_RULES = {
  perClient: { name: "job-apply:client", limit: 5, windowMs: 60 * 60_000 },
  perNumber: { name: "job-apply:msisdn", limit: 3, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Per-client attempts are counted by the HTTP layer before the upload is read (APPLICATION_RULES.perClient). */
export type CareersContext = DbContext & {
  storage: FileStorage;
  limiter: RateLimiter;
  rules: { cvMaxBytes: number; retentionDays: number };
  now?: Date;
};

/** An open job: published, and its closing day (Baghdad time) not yet past. */
async function openJob(ctx: CareersContext, slug: string, now: Date) {
  const [job] = await ctx.db
    .select({ slug: articles.slug, job: articles.job, title: articleTranslations.title })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, ctx.locale)),
    )
    .where(and(eq(articles.slug, slug), eq(articles.kind, "job")));
  if (!job?.job) throw new DomainError("not_found", "job_not_found");
  if (job.job.closesAt && job.job.closesAt < baghdadToday(now)) throw new DomainError("conflict", "job_closed");
  return job;
}

/**
 * Applies to an open job with a CV. The file is checked by its bytes (PDF or Word only, within the
 * size limit), stored privately under a generated name, and kept with the application only for the
 * retention period. The applicant gets the reference by SMS.
 */
export async function submitApplication(
  ctx: CareersContext,
  slug: string,
  input: JobApplicationInput,
  cv: { bytes: Uint8Array } | null,
) {
  const now = ctx.now ?? new Date();
  const job = await openJob(ctx, slug, now);
  if (!cv || cv.bytes.length === 0) throw new DomainError("invalid", "cv_required", { field: "cv" });
  if (cv.bytes.length > ctx.rules.cvMaxBytes) {
    throw new DomainError("invalid", "cv_too_large", {
      field: "cv",
      maxMb: Math.floor(ctx.rules.cvMaxBytes / 1048576),
    });
  }
  const type = documentType(cv.bytes);
  if (!type) throw new DomainError("invalid", "cv_type", { field: "cv" });
  const msisdn = normalizeMsisdn(input.msisdn, IRAQI_MOBILE_PREFIXES);
  if (!msisdn) throw new DomainError("invalid", "msisdn_invalid", { field: "msisdn" });
  await consumeRate(ctx.limiter, APPLICATION_RULES.perNumber, msisdn, now);

  const fileKey = `cv/${randomUUID()}.${type}`;
  await ctx.storage.put(fileKey, cv.bytes);
  const reference = humanReference("ZJ");
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(jobApplications).values({
        reference,
        jobSlug: job.slug,
        name: input.name,
        msisdn,
        email: input.email ?? null,
        message: input.message ?? null,
        fileKey,
        fileType: type,
        fileSize: cv.bytes.length,
        createdAt: now,
        deleteAfter: new Date(now.getTime() + ctx.rules.retentionDays * 86_400_000),
      });
      const body = translate(ctx.locale, "sms.application.received", {
        brand: BRAND_IN_SMS,
        job: job.title,
        reference,
      });
      await enqueueSms(tx, msisdn, body);
    });
  } catch (error) {
    // Nothing recorded: the file must not stay behind either.
    await ctx.storage.delete(fileKey);
    throw error;
  }
  return { reference, job: job.slug, keptDays: ctx.rules.retentionDays };
}

/** Deletes every application (row and file) past its retention date, in batches. */
export async function pruneApplications(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = await db
      .select({ id: jobApplications.id, fileKey: jobApplications.fileKey })
      .from(jobApplications)
      .where(lt(jobApplications.deleteAfter, now))
      .limit(500);
    for (const row of due) {
      // The file first: if the process stops in between, the row is still there to try again.
      await storage.delete(row.fileKey);
      await db.delete(jobApplications).where(eq(jobApplications.id, row.id));
    }
    deleted += due.length;
    if (due.length < 500) return deleted;
  }
}
