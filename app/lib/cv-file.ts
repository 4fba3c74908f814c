/**
 * The CV file as the browser sees it, before anything is sent: the same messages as the API gives,
 * so a 30 MB photo never travels over a slow network only to be refused. The API still decides the
 * type by the file's bytes; the name is only a first hint here.
 */

/** What the file picker offers: PDF and Word, by extension and by media type. */
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const EXTENSIONS = [".pdf", ".docx", ".doc"];

export type CvProblem = "errors.cv_required" | "errors.cv_type" | "errors.cv_too_large";

/** The size limit in megabytes as people read it: whole megabytes, or tenths below 1 MB (never 0). */
export function cvMaxMb(maxBytes: number): number {
  const mb = maxBytes / 1048576;
  return mb >= 1 ? Math.floor(mb) : Math.max(0.1, Math.floor(mb * 10) / 10);
}

/** A chosen file: none (the picker sends an empty, nameless one), present but too large, or fine. */
export function cvPresenceProblem(file: { size: number } | null, maxBytes: number): CvProblem | null {
  if (!file || file.size === 0) return "errors.cv_required";
  if (file.size > maxBytes) return "errors.cv_too_large";
  return null;
}

/** Everything the browser can tell before uploading: a file is chosen, named as a PDF or Word file, small enough. */
export function cvFileProblem(file: { name: string; size: number } | null, maxBytes: number): CvProblem | null {
  if (!file || (file.size === 0 && file.name === "")) return "errors.cv_required";
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return "errors.cv_type";
  return cvPresenceProblem(file, maxBytes);
}
