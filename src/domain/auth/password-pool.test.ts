import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { DomainError } from "../errors.ts";
import { createPasswordPool } from "./password-pool.ts";

test("the pool hashes in a worker and verifies what it hashed", async () => {
  const pool = createPasswordPool({ size: 1 });
  try {
    const hash = await pool.hash("Tigris-Euphrates-2026");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await pool.verify("Tigris-Euphrates-2026", hash)).toBe(true);
    expect(await pool.verify("tigris-euphrates-2026", hash)).toBe(false);
    expect(await pool.verify("anything", "not a hash")).toBe(false);
  } finally {
    await pool.close();
  }
});

test("a full queue refuses at once with server_busy and a Retry-After; queued jobs still finish", async () => {
  const pool = createPasswordPool({ size: 1, maxQueue: 2 });
  try {
    const accepted = [pool.hash("one"), pool.hash("two"), pool.hash("three")];
    expect(pool.load()).toEqual({ running: 1, queued: 2 });
    const refused = await pool.hash("four").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: "unavailable", code: "server_busy" });
    expect(refused instanceof DomainError && Number(refused.details.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(pool.load()).toEqual({ running: 0, queued: 0 });
  } finally {
    await pool.close();
  }
});

test("run from the TypeScript sources by Node, the shared pool works and does not keep the process alive", async () => {
  const pool = fileURLToPath(new URL("./password-pool.ts", import.meta.url));
  const script = join(mkdtempSync(join(tmpdir(), "password-pool-")), "hash-once.ts");
  writeFileSync(
    script,
    `import { sharedPasswordPool } from ${JSON.stringify(pool)};
    const hash = await sharedPasswordPool().hash("x-Y-z-2026");
    console.log(await sharedPasswordPool().verify("x-Y-z-2026", hash));`,
  );
  // No close(): an idle worker must let the process end on its own (the timeout would fail it).
  const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 20_000 });
  expect(stdout.trim()).toBe("true");
});
