import { bodyLimit } from "hono/body-limit";
import { applyToJobOp } from "../../contracts/api/careers.ts";
import { APPLICATION_RULES, submitApplication } from "../../domain/careers/applications.ts";
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

  implement(r, applyToJobOp, async (c, { ctx, params, body }) => {
    c.header("Cache-Control", "private, no-store");
    const { cv, ...application } = body;
    return submitApplication({
      ctx,
      input: {
        job: params.slug,
        application,
        cv: cv ? { bytes: new Uint8Array(await cv.arrayBuffer()) } : null,
      },
    });
  });

  return r;
}
