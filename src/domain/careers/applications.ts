import { randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { ApplicationReceipt } from "../../contracts/api/careers.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { IRAQI_MOBILE_PREFIXES } from "../../contracts/campaign.ts";
import type { JobApplicationInput } from "../../contracts/careers.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import { articles, articleTranslations, jobApplications } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { brandInSms } from "../notifications/notifications.ts";
import { humanReference } from "../references.ts";
import { chargeAnonymousSms } from "../sms/anonymous-caps.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { documentType } from "./document-type.ts";

export const APPLICATION_RULES = {
  perClient: { name: "job-apply:client", limit: 5, windowMs: 60 * 60_000, durable: true },
  perNumber: { name: "job-apply:msisdn", limit: 3, windowMs: 24 * 60 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** An open job: published, and its closing day (Baghdad time) not yet past. */
async function openJob(ctx: ServiceContext, slug: string) {
  const [job] = await ctx.db
    .select({ slug: articles.slug, job: articles.job, title: articleTranslations.title })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, ctx.locale)),
    )
    .where(and(eq(articles.slug, slug), eq(articles.kind, "job")));
  if (!job?.job) throw new DomainError("not_found", "job_not_found");
  if (job.job.closesAt && job.job.closesAt < baghdadToday(ctx.now)) throw new DomainError("conflict", "job_closed");
  return job;
}

export type ApplicationInput = {
  /** The job opening's slug. */
  job: string;
  application: JobApplicationInput;
  cv: { bytes: Uint8Array } | null;
};

/**
 * Applies to an open job with a CV. The file is checked by its bytes (PDF or Word only, within the
 * size limit), stored privately under a generated name, and kept with the application only for the
 * retention period. The applicant gets the reference by SMS. Per-client attempts are counted by
 * the HTTP layer before the upload is read (APPLICATION_RULES.perClient).
 */
export async function submitApplication({ ctx, input }: ServiceCall<ApplicationInput>): Promise<ApplicationReceipt> {
  const { application, cv } = input;
  const { storage, limiter } = ctx.env;
  const rules = ctx.env.config.careers;
  const now = ctx.now;
  const job = await openJob(ctx, input.job);
  if (!cv || cv.bytes.length === 0) throw new DomainError("invalid", "cv_required", { field: "cv" });
  if (cv.bytes.length > rules.cvMaxBytes) {
    throw new DomainError("invalid", "cv_too_large", { field: "cv", maxMb: Math.floor(rules.cvMaxBytes / 1048576) });
  }
  const type = documentType(cv.bytes);
  if (!type) throw new DomainError("invalid", "cv_type", { field: "cv" });
  const msisdn = normalizeMsisdn(application.msisdn, IRAQI_MOBILE_PREFIXES);
  if (!msisdn) throw new DomainError("invalid", "msisdn_invalid", { field: "msisdn" });
  await consumeRate(limiter, APPLICATION_RULES.perNumber, msisdn, now);
  await chargeAnonymousSms(ctx, msisdn);

  const fileKey = `cv/${randomUUID()}.${type}`;
  await storage.put(fileKey, cv.bytes);
  const reference = humanReference("ZJ");
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(jobApplications).values({
        reference,
        jobSlug: job.slug,
        name: application.name,
        msisdn,
        email: application.email ?? null,
        message: application.message ?? null,
        fileKey,
        fileType: type,
        fileSize: cv.bytes.length,
        createdAt: now,
        deleteAfter: new Date(now.getTime() + rules.retentionDays * 86_400_000),
      });
      const body = translate(ctx.locale, "sms.application.received", {
        brand: brandInSms(ctx.locale),
        job: job.title,
        reference,
      });
      await enqueueSms(tx, msisdn, body);
    });
  } catch (error) {
    // Nothing recorded: the file must not stay behind either.
    await storage.delete(fileKey);
    throw error;
  }
  return { reference, job: job.slug, keptDays: rules.retentionDays };
}

/** Deletes every application (row and file) past its retention date (`ctx.now`), in batches. */
export async function pruneApplications({ ctx }: ServiceCall): Promise<number> {
  const { db, now } = ctx;
  const { storage } = ctx.env;
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
