/**
 * `npm run bench`: the site's speed against yardsticks measured in the same run on this machine
 * (README "Performance"). Builds if needed, starts the production server and nginx serving saved
 * copies of the same pages, loads both with wrk on loopback, and writes reports/bench.json.
 * Needs nginx and wrk (Debian packages nginx-light and wrk); PostgreSQL for the purchase figure.
 */
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type AppServer, runOrThrow, seededEmbeddedSite, startAppServer } from "./bench/app-server.ts";
import { nginxBinary, savePage, startNginx } from "./bench/nginx.ts";
import { ceilingPage, startNodeCeiling } from "./bench/node-ceiling.ts";
import { GOALS, printSummary, sizing } from "./bench/report.ts";
import { API_KEY, cheapestOffer, DEMO_MSISDN, firstLine, purchaseScript, signIn } from "./bench/site.ts";
import { haveCommand, interleaved, type LoadResult, runWrk } from "./bench/wrk.ts";
import { freePort } from "./free-port.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 9);
/** Rounds per comparison, each side loaded SECONDS / ROUNDS per round. */
const ROUNDS = 3;
const PAGES = {
  home: "/en",
  offerList: "/en/prepaid/data-only-offers",
  contentPage: "/en/about-us/who-we-are",
  campaignPage: "/en/member-area/unlimited",
  homeArabic: "/ar",
  homeKurdish: "/ku",
};
const GZIP = { "Accept-Encoding": "gzip" };

const nginx = nginxBinary();
const missing = [nginx ? null : "nginx", haveCommand("wrk") ? null : "wrk"].filter(Boolean);
if (missing.length > 0) {
  console.error(`npm run bench needs ${missing.join(" and ")}: apt-get install -y nginx-light wrk`);
  process.exit(2);
}

const step = (text: string) => console.log(`\n== ${text}`);
step("Build, migrate and seed an embedded database");
const { work, env: embedded } = seededEmbeddedSite("zain-bench-");

const report: Record<string, unknown> = {
  when: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  seconds: SECONDS,
  goals: GOALS,
};
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
let app: AppServer | undefined;
let stopNginx: (() => void) | undefined;

try {
  step("Public pages: the app (page cache on) against nginx serving the same bytes, 50 connections");
  app = await startAppServer({ ...embedded, SEED: "0" });
  const root = join(work, "nginx-root");
  const ceilingPages: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    await (await fetch(app.origin + path)).text();
    const response = await fetch(app.origin + path, { headers: GZIP });
    const html = await response.text();
    savePage(root, path, html);
    ceilingPages[path] = ceilingPage(response, html, join(work, `ceiling-${name}.html.gz`));
  }
  writeFileSync(join(work, "ceiling.json"), JSON.stringify(ceilingPages));
  // nginx's workers run as an unprivileged user: the run's folder (mkdtemp makes it 0700) must be
  // readable to them, or every request is a 404 and the yardstick measures error pages.
  chmodSync(work, 0o755);
  const nginxPort = await freePort();
  stopNginx = startNginx(nginx ?? "nginx", join(work, "nginx"), root, nginxPort);
  await sameBytes(app.origin, `http://127.0.0.1:${nginxPort}`, Object.values(PAGES));
  const pages: Record<string, unknown> = {};
  const yardstick: Record<string, LoadResult> = {};
  // Both warmed first: the JIT, the page cache, the kernel's socket buffers.
  for (const url of [app.origin + PAGES.home, `http://127.0.0.1:${nginxPort}${PAGES.home}`]) {
    runWrk({ url, connections: 50, seconds: 2, headers: GZIP });
  }
  for (const [name, path] of Object.entries(PAGES)) {
    // Interleaved rounds, the median of each side: a burst of other work on the machine then
    // falls on both, not on whichever happened to run at that moment.
    const [ours, theirs] = interleaved(ROUNDS, [
      { url: app.origin + path, connections: 50, seconds: SECONDS / ROUNDS, headers: GZIP },
      { url: `http://127.0.0.1:${nginxPort}${path}`, connections: 50, seconds: SECONDS / ROUNDS, headers: GZIP },
    ]);
    if (ours.errors > 0 || theirs.errors > 0)
      throw new Error(
        `${path}: ${ours.errors} errors from the app, ${theirs.errors} from nginx; no ratio from failed requests`,
      );
    yardstick[name] = theirs;
    pages[name] = {
      path,
      app: ours,
      nginx: theirs,
      rpsRatio: ratio(ours.rps, theirs.rps),
      p99Ratio: ratio(ours.p99Ms, theirs.p99Ms),
    };
    console.log(
      `${path}: app ${ours.rps} rps p99 ${ours.p99Ms} ms | nginx ${theirs.rps} rps p99 ${theirs.p99Ms} ms | ${ratio(ours.rps, theirs.rps)}x`,
    );
  }
  report.cachedPages = pages;
  report.nodeCeiling = await againstNodeCeiling(app.origin, join(work, "ceiling.json"));

  step("Signed-in dashboard over one connection, and the balance API against a trivial JSON answer");
  const token = await signIn(app.origin);
  const lineId = await firstLine(app.origin, token);
  const dashboard = runWrk({
    url: `${app.origin}/en/myzain`,
    connections: 1,
    seconds: SECONDS,
    headers: { ...GZIP, Cookie: `auth_token=${encodeURIComponent(token)}` },
  });
  const auth = { Authorization: `Bearer ${token}`, "X-API-Key": API_KEY };
  const balance = runWrk({
    url: `${app.origin}/api/v1/lines/${lineId}/balance`,
    connections: 10,
    seconds: SECONDS,
    headers: auth,
  });
  const trivial = runWrk({ url: `${app.origin}/healthz`, connections: 10, seconds: SECONDS });
  report.dashboard = { database: "embedded (PGlite)", ...dashboard };
  report.balanceApi = { balance, healthz: trivial, rpsRatio: ratio(balance.rps, trivial.rps) };
  console.log(`dashboard p50 ${dashboard.p50Ms} ms; balance ${balance.rps} rps vs /healthz ${trivial.rps} rps`);
  await app.stop();

  step("Uncached render of the home page (PAGE_CACHE=0), 10 connections");
  app = await startAppServer({ ...embedded, SEED: "0", PAGE_CACHE: "0" });
  runWrk({ url: app.origin + PAGES.home, connections: 10, seconds: 2, headers: GZIP });
  const uncached = runWrk({ url: app.origin + PAGES.home, connections: 10, seconds: SECONDS, headers: GZIP });
  const homeNginx = yardstick.home?.rps ?? Number.NaN;
  report.uncachedHome = { ...uncached, rpsRatioToNginx: ratio(uncached.rps, homeNginx) };
  console.log(`uncached /en: ${uncached.rps} rps p50 ${uncached.p50Ms} ms (${ratio(uncached.rps, homeNginx)}x nginx)`);
  await app.stop();
  app = undefined;
  stopNginx();
  stopNginx = undefined;

  report.purchases = await purchasesOnPostgres();
} finally {
  await app?.stop();
  stopNginx?.();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The cached pages against a bare Node server answering the same bytes and headers (the most one
 * Node process serves): how much of the gap to nginx is the app's own, and how much is Node's.
 */
async function againstNodeCeiling(appOrigin: string, pagesFile: string): Promise<Record<string, unknown>> {
  step("Public pages: the app against a bare Node server writing the same bytes and headers, 50 connections");
  const ceiling = await startNodeCeiling(await freePort(), pagesFile);
  try {
    await sameBytes(appOrigin, ceiling.origin, Object.values(PAGES), "the bare Node server");
    runWrk({ url: ceiling.origin + PAGES.home, connections: 50, seconds: 2, headers: GZIP });
    const result: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(PAGES)) {
      const [ours, bare] = interleaved(ROUNDS, [
        { url: appOrigin + path, connections: 50, seconds: SECONDS / ROUNDS, headers: GZIP },
        { url: ceiling.origin + path, connections: 50, seconds: SECONDS / ROUNDS, headers: GZIP },
      ]);
      result[name] = { path, app: ours, bareNode: bare, rpsRatio: ratio(ours.rps, bare.rps) };
      console.log(`${path}: app ${ours.rps} rps | bare Node ${bare.rps} rps | ${ratio(ours.rps, bare.rps)}x`);
    }
    return result;
  } finally {
    ceiling.stop();
  }
}

/** Bundle purchases per second on PostgreSQL, each with its own Idempotency-Key. */
async function purchasesOnPostgres(): Promise<unknown> {
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `zain_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    console.log(`\n(no PostgreSQL at ${server}: purchases not measured; set BENCH_DATABASE_URL)`);
    return { skipped: `no PostgreSQL at ${server}` };
  }
  step("Bundle purchases per second on PostgreSQL, 10 connections");
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  // The embedded run's settings and secrets, on the new database instead.
  const { PGLITE_DIR: _embeddedOnly, ...settings } = embedded;
  const env = {
    ...settings,
    DATA_DIR: join(work, "data-pg"),
    DATABASE_URL: url.toString(),
    PUBLIC_API_KEY: API_KEY,
    SEED: "1",
  };
  let server2: AppServer | undefined;
  try {
    server2 = await startAppServer(env);
    runOrThrow(process.execPath, ["scripts/bench/top-up.ts", DEMO_MSISDN, "2000000000"], env);
    const token = await signIn(server2.origin);
    const lineId = await firstLine(server2.origin, token);
    const offering = await cheapestOffer(server2.origin, token, lineId);
    const result = runWrk({
      url: `${server2.origin}/api/v1/lines/${lineId}/bundle-purchases`,
      connections: 10,
      seconds: SECONDS,
      script: purchaseScript(token, offering),
    });
    console.log(`purchases: ${result.rps} per second, p99 ${result.p99Ms} ms, ${result.errors} refused or failed`);
    return { offering, ...result };
  } finally {
    await server2?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

report.sizing = sizing(report);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench.json", `${JSON.stringify(report, null, 2)}\n`);
printSummary(report);
console.log("\nWritten reports/bench.json");

/**
 * Before any load: both sides answer every page with 200 and the same page (nginx its saved gzip
 * twin), so a ratio always compares the app with nginx serving the real bytes.
 */
async function sameBytes(appOrigin: string, yardstick: string, paths: string[], name = "nginx"): Promise<void> {
  for (const path of paths) {
    const [ours, theirs] = await Promise.all(
      [appOrigin, yardstick].map((origin) => fetch(origin + path, { headers: GZIP })),
    );
    if (ours?.status !== 200 || theirs?.status !== 200)
      throw new Error(`${path}: the app answered ${ours?.status}, ${name} ${theirs?.status}; both must answer 200`);
    if ((await ours.text()) !== (await theirs.text()))
      throw new Error(`${path}: ${name} does not serve the app's page`);
  }
}
