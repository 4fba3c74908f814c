import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { voteOnArticle } from "../../domain/articles/votes.ts";
import { commands } from "./index.ts";

/** Runs `articles-least-helpful` as the CLI would, capturing what it prints. */
async function run(handle: DatabaseHandle, ...args: string[]) {
  const command = commands.find((c) => c.name === "articles-least-helpful");
  if (!command) throw new Error("no articles-least-helpful command");
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await command.run({ database: handle, config: testConfig(), log: silentLogger(), args });
    return { code, out: out.join("\n") };
  } finally {
    errors.mockRestore();
    log.mockRestore();
  }
}

test("the least helpful help articles are listed per language, the unhelpful first", () =>
  withRollback(async (handle, db) => {
    const vote = (slug: string, helpful: boolean, n: number, locale: "en" | "ku") =>
      voteOnArticle({
        ctx: testContext(db, { locale }),
        input: { slug, helpful, voter: `voter-cli-${String(n).padStart(8, "0")}` },
      });
    await vote("lost-or-stolen-sim", false, 1, "ku");
    await vote("lost-or-stolen-sim", false, 2, "ku");
    await vote("calling-iraq-from-abroad", true, 3, "ku");
    await vote("calling-iraq-from-abroad", false, 4, "ku");
    const { code, out } = await run(handle, "--min-votes", "2");
    expect(code).toBe(0);
    const ku = out.slice(out.indexOf("ku:"));
    expect(ku.indexOf("lost-or-stolen-sim")).toBeGreaterThan(0);
    expect(ku.indexOf("lost-or-stolen-sim")).toBeLessThan(ku.indexOf("calling-iraq-from-abroad"));
    expect(ku).toContain("  0% helpful  yes 0  no 2  help lost-or-stolen-sim");
    expect(out).toContain("en: no article with 2 or more answers yet");
    expect((await run(handle, "--limit", "zero")).code).toBe(2);
  }));
