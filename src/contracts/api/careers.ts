/** Applications to job openings, with a CV (`/jobs/{slug}/applications`). */
import { z } from "zod";
import { jobApplicationSchema } from "../careers.ts";
import { defineOperation } from "./operation.ts";

/** The form as sent: the shared fields, and the CV as a file part. */
export const applicationForm = jobApplicationSchema
  .extend({
    // Described as OpenAPI describes a file part. Optional here so that a missing CV gets its own
    // answer (cv_required) from the service, which judges the file by its content.
    cv: z
      .file()
      .optional()
      .meta({ type: "string", format: "binary", description: "PDF or Word, checked by content; required" }),
  })
  .meta({ id: "JobApplicationForm" });

export const applicationReceipt = z
  .object({
    reference: z.string().meta({ example: "ZJ-K7M2QX" }),
    job: z.string(),
    keptDays: z.number().int().meta({ description: "How long the application and the CV are kept" }),
  })
  .meta({ id: "JobApplicationReceipt" });

export type ApplicationReceipt = z.output<typeof applicationReceipt>;

export const applyToJobOp = defineOperation({
  method: "post",
  path: "/jobs/{slug}/applications",
  tags: ["Content"],
  auth: "apiKey",
  summary: "Apply to an open job with a CV (multipart/form-data); the reference is sent by SMS",
  description:
    "The CV must be a PDF or a Word document (.docx or .doc), recognised by its content, within the size limit. Applications are kept for APPLICATION_RETENTION_DAYS, then deleted with the file.",
  params: z.object({ slug: z.string().max(100) }),
  body: { type: "form", schema: applicationForm },
  success: { status: 201, description: "Received", schema: applicationReceipt },
  errors: [404, 409, 413, 422, 429],
});
