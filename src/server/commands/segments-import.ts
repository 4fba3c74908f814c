/**
 * `segments-import <segment> <file.csv>`: puts the file's numbers (one a line, first column) in a
 * segment for below-the-line offers. Importing the same file again changes nothing; every bad line
 * is printed with its line number and why, and the exit code is 1 when any line was refused.
 */
import { readFileSync } from "node:fs";
import { importSegment } from "../../domain/targeting/segments.ts";
import type { Command } from "./command.ts";

const USAGE = "segments-import <segment> <file.csv>   (one number a line; segment like btl-3gb)";

export const segmentsImportCmd: Command = {
  name: "segments-import",
  usage: USAGE,
  run: async ({ database, config, args }) => {
    const [segment, file, ...rest] = args;
    if (!segment || !file || rest.length > 0) {
      console.error(`Usage: ${USAGE}`);
      return 2;
    }
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    const result = await database.db.transaction((tx) =>
      importSegment(tx, segment, text, { prefixes: config.auth.mobilePrefixes, now: new Date() }),
    );
    for (const p of result.problems) console.error(p.line > 0 ? `line ${p.line}: ${p.reason}` : p.reason);
    console.log(
      `Segment ${segment}: ${result.added} added, ${result.already} already in it, ${result.problems.length} refused.`,
    );
    return result.problems.length > 0 ? 1 : 0;
  },
};
