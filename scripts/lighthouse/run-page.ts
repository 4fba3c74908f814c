/** One Lighthouse run of one page through the CLI, as MACHINE.md says works on this machine. */
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type RunResult = {
  scores: Record<Category, number>;
  lcpMs: number;
  /** Audits in any category scoring below 1, with their title: what to look at next. */
  failing: { id: string; title: string; score: number }[];
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
].join(" ");

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;

/** Lighthouse's JSON report reduced to the four scores, LCP and the audits that lost points. */
export function summarise(report: unknown): RunResult {
  const categories = field(report, "categories");
  const audits = field(report, "audits");
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(Number(field(field(categories, c), "score") ?? 0) * 100)]),
  ) as Record<Category, number>;
  const lcpMs = Number(field(field(audits, "largest-contentful-paint"), "numericValue") ?? Number.NaN);
  const failing: RunResult["failing"] = [];
  for (const c of CATEGORIES) {
    const refs = field(field(categories, c), "auditRefs");
    for (const ref of Array.isArray(refs) ? refs : []) {
      const id = String(field(ref, "id"));
      const audit = field(audits, id);
      const score = field(audit, "score");
      const mode = field(audit, "scoreDisplayMode");
      if (typeof score === "number" && score < 1 && mode !== "informative" && mode !== "manual") {
        failing.push({ id, title: String(field(audit, "title")), score });
      }
    }
  }
  return { scores, lcpMs, failing };
}

/**
 * Runs `lighthouse url` (mobile, simulated throttling: its defaults) and returns the summary;
 * `keepAs` keeps the full JSON report there, for the audits' details.
 */
export async function runLighthouse(url: string, headers: Record<string, string>, keepAs?: string): Promise<RunResult> {
  // Chrome on a busy machine now and then loses the trace (NO_NAVSTART): one more try, not a failure.
  return runOnce(url, headers, keepAs).catch(() => runOnce(url, headers, keepAs));
}

async function runOnce(url: string, headers: Record<string, string>, keepAs?: string): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), "zain-lh-"));
  const out = join(dir, "report.json");
  const args = [
    "node_modules/lighthouse/cli/index.js",
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(",")}`,
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "inherit"],
      });
      child.on("exit", resolve);
    });
    if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
    if (keepAs) copyFileSync(out, keepAs);
    return summarise(JSON.parse(readFileSync(out, "utf8")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
