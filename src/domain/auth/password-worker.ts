/**
 * A password-hashing worker of the pool (`password-pool.ts`): one job at a time, answered with
 * `{ ok, value }` or `{ ok: false, error }`. Loaded by Node itself (type stripping), so it imports
 * only erasable TypeScript.
 */
import { parentPort } from "node:worker_threads";
import { hashPassword, verifyPassword } from "./argon2.ts";

parentPort?.on("message", async (job: { op: "hash" | "verify"; password: string; hash?: string }) => {
  try {
    const value =
      job.op === "hash" ? await hashPassword(job.password) : await verifyPassword(job.password, job.hash ?? "");
    parentPort?.postMessage({ ok: true, value });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
