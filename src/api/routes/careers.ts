import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { jobApplicationSchema } from "../../contracts/careers.ts";
import { APPLICATION_RULES, submitApplication } from "../../domain/careers/applications.ts";
import { validationError } from "../error-handler.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { limiterOf, perClientLimit } from "../middleware/rate-limit.ts";
import { jsonResponse } from "../openapi-parts.ts";
import { newRouter } from "../router.ts";

/** The upload route carries its own (larger) body limit; the API's general one skips it. */
export const APPLICATION_UPLOAD_PATH = /^\/api\/v1\/jobs\/[^/]+\/applications$/;

// Described for OpenAPI only; the shared form schema checks the fields, with localized messages.
const formDoc = z.object({
  name: z.string().optional(),
  msisdn: z.string().optional().openapi({ description: "Iraqi mobile number, any network" }),
  email: z.string().optional(),
  message: z.string().optional().openapi({ description: "At most 1000 characters" }),
  consent: z.string().optional().openapi({ description: '"on": the applicant accepts how the data is kept' }),
  cv: z.any().optional().openapi({ type: "string", format: "binary", description: "PDF or Word, checked by content" }),
});

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
  r.openapi(
    createRoute({
      method: "post",
      path: "/jobs/{slug}/applications",
      tags: ["Content"],
      summary: "Apply to an open job with a CV (multipart/form-data); the reference is sent by SMS",
      description:
        "The CV must be a PDF or a Word document (.docx or .doc), recognised by its content, within the size limit. Applications are kept for APPLICATION_RETENTION_DAYS, then deleted with the file.",
      request: {
        params: z.object({ slug: z.string().max(100) }),
        body: { content: { "multipart/form-data": { schema: formDoc } }, required: true },
      },
      responses: {
        201: jsonResponse(z.object({ reference: z.string(), job: z.string(), keptDays: z.number() }), "Received"),
        ...errorResponses(404, 409, 413, 422, 429),
      },
    }),
    async (c) => {
      const { config, database, storage } = c.var.deps;
      c.header("Cache-Control", "private, no-store");
      const form = c.req.valid("form") as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
      const parsed = jobApplicationSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error, c.var.locale);
      const file = form.cv instanceof File ? form.cv : null;
      const result = await submitApplication(
        {
          db: database.db,
          locale: c.var.locale,
          storage,
          limiter: limiterOf(c),
          rules: config.careers,
        },
        c.req.valid("param").slug,
        parsed.data,
        file ? { bytes: new Uint8Array(await file.arrayBuffer()) } : null,
      );
      return c.json(result, 201);
    },
  );
  return r;
}
