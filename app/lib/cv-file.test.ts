import { expect, test } from "vitest";
import { cvFileProblem, cvMaxMb, cvPresenceProblem } from "./cv-file.ts";

const MB = 1048576;

test("a PDF or Word file within the limit passes, whatever the case of its extension", () => {
  for (const name of ["cv.pdf", "CV.PDF", "my cv.docx", "old.doc"]) {
    expect(cvFileProblem({ name, size: 200_000 }, 5 * MB), name).toBeNull();
  }
});

test("no file, another type by name, or too large: the API's own message keys", () => {
  expect(cvFileProblem(null, 5 * MB)).toBe("errors.cv_required");
  // What a file input sends when nothing was chosen.
  expect(cvFileProblem({ name: "", size: 0 }, 5 * MB)).toBe("errors.cv_required");
  expect(cvFileProblem({ name: "photo.png", size: 1000 }, 5 * MB)).toBe("errors.cv_type");
  expect(cvFileProblem({ name: "cv.pdf.exe", size: 1000 }, 5 * MB)).toBe("errors.cv_type");
  expect(cvFileProblem({ name: "cv.pdf", size: 5 * MB + 1 }, 5 * MB)).toBe("errors.cv_too_large");
  expect(cvFileProblem({ name: "cv.pdf", size: 5 * MB }, 5 * MB)).toBeNull();
});

test("the server checks presence and size only; the API judges the type by the bytes", () => {
  expect(cvPresenceProblem({ size: 10 }, 5 * MB)).toBeNull();
  expect(cvPresenceProblem({ size: 0 }, 5 * MB)).toBe("errors.cv_required");
  expect(cvPresenceProblem({ size: 6 * MB }, 5 * MB)).toBe("errors.cv_too_large");
});

test("the limit reads in whole megabytes, or tenths below one", () => {
  expect(cvMaxMb(5 * MB)).toBe(5);
  expect(cvMaxMb(5.5 * MB)).toBe(5);
  expect(cvMaxMb(600_000)).toBe(0.5);
  expect(cvMaxMb(100_000)).toBe(0.1);
});
