/**
 * Segment lists for below-the-line offers: the operator's CSV of numbers (`segments-import
 * <segment> <file.csv>`) and the demo seed both go through `importSegment`. Importing the same list
 * twice changes nothing; bad rows are reported with their line number and why.
 */
import { inArray } from "drizzle-orm";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { lines, segmentMembers } from "../../db/schema/index.ts";

export type SegmentProblem = { line: number; reason: string };
export type SegmentImport = { added: number; already: number; problems: SegmentProblem[] };

export const SEGMENT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Reads one number per line (first column; a header line `msisdn`, empty lines and `#` comments
 * are allowed), written any way customers write numbers.
 */
export function parseSegmentCsv(
  text: string,
  prefixes: readonly string[],
): { numbers: { line: number; msisdn: string }[]; problems: SegmentProblem[] } {
  const numbers: { line: number; msisdn: string }[] = [];
  const problems: SegmentProblem[] = [];
  const seen = new Set<string>();
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      const cell = (raw.split(",")[0] ?? "").trim().replace(/^"|"$/g, "");
      if (cell === "" || cell.startsWith("#") || (line === 1 && /^(msisdn|number|phone)/i.test(cell))) return;
      const msisdn = normalizeMsisdn(cell, prefixes);
      if (!msisdn) problems.push({ line, reason: `"${cell}" is not a number of this network` });
      else if (seen.has(msisdn)) problems.push({ line, reason: "number repeated in the file" });
      else {
        seen.add(msisdn);
        numbers.push({ line, msisdn });
      }
    });
  return { numbers, problems };
}

/** Puts the file's lines in the segment; numbers that are no line of ours are reported, the rest imported. */
export async function importSegment(
  db: Db,
  segment: string,
  text: string,
  options: { prefixes: readonly string[]; now: Date },
): Promise<SegmentImport> {
  if (!SEGMENT_NAME.test(segment)) {
    return { added: 0, already: 0, problems: [{ line: 0, reason: `segment "${segment}" must be lower-case-words` }] };
  }
  const { numbers, problems } = parseSegmentCsv(text, options.prefixes);
  let added = 0;
  let already = 0;
  for (let i = 0; i < numbers.length; i += 2_000) {
    const chunk = numbers.slice(i, i + 2_000);
    const known = await db
      .select({ id: lines.id, msisdn: lines.msisdn })
      .from(lines)
      .where(
        inArray(
          lines.msisdn,
          chunk.map((n) => n.msisdn),
        ),
      );
    const idOf = new Map(known.map((l) => [l.msisdn, l.id]));
    for (const n of chunk) {
      if (!idOf.has(n.msisdn)) problems.push({ line: n.line, reason: `0${n.msisdn.slice(3)} is not a line of ours` });
    }
    const rows = chunk.flatMap((n) => {
      const lineId = idOf.get(n.msisdn);
      return lineId ? [{ segment, lineId, addedAt: options.now }] : [];
    });
    if (rows.length === 0) continue;
    const inserted = await db
      .insert(segmentMembers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ lineId: segmentMembers.lineId });
    added += inserted.length;
    already += rows.length - inserted.length;
  }
  problems.sort((a, b) => a.line - b.line);
  return { added, already, problems };
}
