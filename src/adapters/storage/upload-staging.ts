/**
 * Where uploads sit while they arrive: a folder in DATA_DIR that nothing serves, in the layout of
 * @tus/file-store (`<id>` holds the bytes so far, `<id>.json` the upload's length, offset, metadata
 * and creation date). Bytes leave it for private file storage once checked, or are swept away.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";

/** An upload not finished within this time is abandoned: tus refuses to continue it, the sweep removes it. */
export const STAGING_TTL_MS = 24 * 60 * 60_000;

export const stagingDir = (dataDir: string) => join(dataDir, "uploads-staging");

export function stagingStore(dataDir: string): FileStore {
  return new FileStore({ directory: stagingDir(dataDir), expirationPeriodInMilliseconds: STAGING_TTL_MS });
}

/**
 * Removes staged uploads created more than STAGING_TTL_MS before `now` (finished or not: a finished
 * one still here was refused, or its move was cut short), and stray files with no info beside them.
 * Takes `now` from the job so the rule is the job's, not the wall clock's.
 */
export async function sweepStaging(dataDir: string, now: Date): Promise<number> {
  const dir = stagingDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const cutoff = now.getTime() - STAGING_TTL_MS;
  const ids = new Set(names.map((name) => name.replace(/\.json$/, "")));
  let removed = 0;
  for (const id of ids) {
    const created = await createdAt(dir, id, names.includes(`${id}.json`));
    if (created === null || created > cutoff) continue;
    await rm(join(dir, id), { force: true });
    await rm(join(dir, `${id}.json`), { force: true });
    removed += 1;
  }
  return removed;
}

/** The upload's creation date from its info, or the file's own time when the info is missing or unreadable. */
async function createdAt(dir: string, id: string, hasInfo: boolean): Promise<number | null> {
  if (hasInfo) {
    try {
      const info = JSON.parse(await readFile(join(dir, `${id}.json`), "utf8")) as { creation_date?: string };
      const time = info.creation_date ? Date.parse(info.creation_date) : Number.NaN;
      if (!Number.isNaN(time)) return time;
    } catch {
      // A torn info file: fall back to the file's time below.
    }
  }
  try {
    return (await stat(join(dir, hasInfo ? `${id}.json` : id))).mtimeMs;
  } catch {
    return null;
  }
}
