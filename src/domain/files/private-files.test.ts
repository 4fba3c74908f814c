import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { pngImage } from "../../../tests/factories/images.ts";
import { auditOf, makeStaff } from "../../../tests/factories/staff.ts";
import { newUploadToken, uploadWhole } from "../../../tests/tus.ts";
import { localFileStorage, privateFilesDir } from "../../adapters/storage/file-storage.ts";
import { stagingDir } from "../../adapters/storage/upload-staging.ts";
import { privateFiles } from "../../db/schema/index.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import { claimUpload, scheduleDeletion } from "./private-files.ts";

const fileUrl = (key: string) => `/api/v1/staff/files/${encodeURIComponent(key)}`;

async function claimedFile(api: ReturnType<typeof testApi>, db: Parameters<typeof claimUpload>[0], ownerRef: string) {
  const token = newUploadToken();
  const image = pngImage(640, 480);
  const { id } = await uploadWhole(api, image, { token, purpose: "id_back" });
  const claimed = await claimUpload(db, { uploadId: id, uploadToken: token, purpose: "id_back", ownerRef });
  return { id, image, key: claimed.key };
}

test("a claimed identity document is 404 without the reviewer credential, and its bytes with it (audited)", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { id, image, key } = await claimedFile(api, db, "kyc:1f0e");
    const support = await makeStaff(db, "support");
    const reviewer = await makeStaff(db, "ekyc_reviewer");

    const attempts: Record<string, string>[] = [
      {},
      { "X-Staff-Token": `${reviewer.token}x` },
      { "X-Staff-Token": support.token },
    ];
    for (const headers of attempts) {
      const refused = await call(api, fileUrl(key), { key: null, headers });
      expect(refused.status).toBe(404);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect(await refused.json()).toMatchObject({ code: "file_not_found" });
    }
    // A key that does not exist answers exactly like a wrong credential.
    const unknown = await call(api, fileUrl("kyc/00000000-0000-4000-8000-000000000000.jpg"), {
      key: null,
      headers: { "X-Staff-Token": reviewer.token },
    });
    expect(unknown.status).toBe(404);

    const seen = await call(api, fileUrl(key), { key: null, headers: { "X-Staff-Token": reviewer.token } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/png");
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    expect(seen.headers.get("content-disposition")).toBe("inline");
    expect(seen.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(image);
    const [audit] = await auditOf(db, id);
    expect(audit).toMatchObject({
      actor: reviewer.member.login,
      action: "private_file.viewed",
      subjectType: "private_file",
      after: { purpose: "id_back", ownerRef: "kyc:1f0e" },
    });
  }));

test("the retention job deletes due files from storage and table, keeps the rest, and sweeps abandoned uploads", () =>
  withRollback(async (handle, db) => {
    const config = testConfig();
    const api = testApi(handle, { config });
    const storage = localFileStorage(privateFilesDir(config.dataDir));
    const ended = await claimedFile(api, db, "kyc:ended");
    const open = await claimedFile(api, db, "kyc:open");
    const unclaimed = await uploadWhole(api, pngImage(700, 500), { token: newUploadToken() });
    const now = new Date();
    expect(await scheduleDeletion(db, "kyc:ended", new Date(now.getTime() + 30 * 86_400_000))).toBe(1);

    // An upload abandoned two days ago, a stray file, and one started an hour before the job runs.
    const staging = stagingDir(config.dataDir);
    await mkdir(staging, { recursive: true });
    const old = new Date(now.getTime() - 2 * 86_400_000);
    await writeFile(join(staging, "abandoned"), new Uint8Array(1000));
    await writeFile(
      join(staging, "abandoned.json"),
      JSON.stringify({ id: "abandoned", creation_date: old.toISOString() }),
    );
    await writeFile(join(staging, "stray"), new Uint8Array(10));
    await utimes(join(staging, "stray"), old, old);
    await writeFile(join(staging, "fresh"), new Uint8Array(10));
    await writeFile(
      join(staging, "fresh.json"),
      JSON.stringify({ id: "fresh", creation_date: new Date(now.getTime() + 47 * 3_600_000).toISOString() }),
    );

    const job = jobList.find((j) => j.name === "private-files-retention");
    expect(job?.everyMs).toBe(60 * 60_000);
    const run = (at: Date) => job?.run({ db, config, log: silentLogger(), now: at });

    // Two days on: the unclaimed upload is due, claimed files are not.
    expect(await run(new Date(now.getTime() + 2 * 86_400_000))).toEqual({ files: 1, staging: 2 });
    expect(await db.select().from(privateFiles).where(eq(privateFiles.id, unclaimed.id))).toEqual([]);
    expect((await readdir(staging)).sort()).toEqual(["fresh", "fresh.json"]);

    // Past the ended order's retention: its file goes, the open one stays.
    expect(await run(new Date(now.getTime() + 31 * 86_400_000))).toEqual({ files: 1, staging: 1 });
    expect(await storage.get(ended.key)).toBeNull();
    expect(await db.select().from(privateFiles).where(eq(privateFiles.id, ended.id))).toEqual([]);
    expect(await storage.get(open.key)).toEqual(open.image);
  }));
