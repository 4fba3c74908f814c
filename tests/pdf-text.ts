/**
 * The text of a PDF as a reader copying it gets it, from poppler's `pdftotext` (Debian package
 * poppler-utils, which .ci/run installs): words in logical order, right-to-left lines included,
 * one line per row of text. Bidi marks poppler adds around runs are dropped.
 */
import { spawn } from "node:child_process";

const MISSING =
  "The bill PDF tests read PDFs with pdftotext, from Debian's poppler-utils package, which is not installed. " +
  "Install it with `apt-get install poppler-utils` (CI does this in .ci/run).";

export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pdftotext", ["-enc", "UTF-8", "-q", "-", "-"]);
    const out: Buffer[] = [];
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(MISSING) : error));
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`pdftotext exited with ${code}`));
      const text = Buffer.concat(out)
        .toString("utf8")
        .replace(/[\u202A-\u202E]/g, "");
      resolve(
        text
          .split("\n")
          .map((line) => line.replace(/\s+/g, " ").trim())
          .filter(Boolean)
          .join("\n"),
      );
    });
    child.stdin.end(bytes);
  });
}

/** Whether `phrases` stand on one line of `text`, in this order (the order they are read in). */
export function inReadingOrder(text: string, phrases: string[]): boolean {
  return text.split("\n").some((line) => {
    let from = 0;
    for (const phrase of phrases) {
      const at = line.indexOf(phrase, from);
      if (at < 0) return false;
      from = at + phrase.length;
    }
    return true;
  });
}
