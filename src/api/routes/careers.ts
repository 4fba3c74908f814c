import { bodyLimit } from "hono/body-limit";
import { applyToJobOp } from "../../contracts/api/careers.ts";
import { jobApplicationSchema } from "../../contracts/careers.ts";
import { APPLICATION_RULES, submitApplication } from "../../domain/careers/applications.ts";
import { validationError } from "../error-handler.ts";
import { ApiError } from "../errors.ts";
import { perClientLimit } from "../middleware/rate-limit.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The upload route carries its own (larger) body limit; the API's general one skips it. */
export const APPLICATION_UPLOAD_PATH = /^\/api\/v1\/jobs\/[^/]+\/applications$/;

/** Applications to job openings, with a CV upload. */
export function careerRoutes(cvMaxBytes: number) {
  const r = newRouter();
  // Counted before the body is read: a flood of large invalid uploads is stopped at the door.
  r.use("/jobs/:slug/applications", perClientLimit(APPLICATION_RULES.perClient));
  r.use(
    "/jobs/:slug/applications",
    // The CV plus the other fields and the multipart framing.
    bodyLimit({
      maxSize: cvMaxBytes + 64 * 1024,
      onError: () =>
        Promise.reject(new ApiError(413, "cv_too_large", { values: { maxMb: Math.floor(cvMaxBytes / 1048576) } })),
    }),
  );

  implement(r, applyToJobOp, async (c, { ctx, params, form }) => {
    c.header("Cache-Control", "private, no-store");
    // The text fields go through the shared form schema (localized field messages); the CV is
    // judged by the domain, by its content.
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
    const parsed = jobApplicationSchema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error, ctx.locale);
    const cv = form.get("cv");
    return submitApplication({
      ctx,
      input: {
        job: params.slug,
        application: parsed.data,
        cv: cv instanceof File ? { bytes: new Uint8Array(await cv.arrayBuffer()) } : null,
      },
    });
  });

  return r;
}
