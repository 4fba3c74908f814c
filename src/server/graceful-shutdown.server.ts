/**
 * Stopping an instance without cutting anyone off (a rolling update, a scale-in, Ctrl-C):
 * readiness turns 503 at once so balancers that poll it stop sending; the listener stops accepting;
 * requests already in flight finish, up to a bound; the job scheduler lets a running job end
 * (its lease would otherwise hold the job until it expires); only then are Redis and the database
 * closed. A request still running at the bound is cut, and the log says how many were.
 */
import type { Server } from "node:http";
import type { Logger } from "../lib/logger.server.ts";

export type ShutdownParts = {
  server: Server;
  /** Ends the job scheduler, resolving when its running jobs have finished. */
  stopJobs?: () => Promise<void>;
  /** Closed in order once requests and jobs are done or the bound has passed (Redis, database). */
  closers: ReadonlyArray<() => Promise<unknown>>;
  timeoutMs: number;
  log: Logger;
};

export type ShutdownOutcome = { drained: boolean; cutConnections: number };

/** How often idle keep-alive connections are closed while waiting, so a browser's open socket does not hold the drain. */
const IDLE_SWEEP_MS = 200;

export function createShutdown(parts: ShutdownParts) {
  let draining = false;
  let running: Promise<ShutdownOutcome> | undefined;
  return {
    /** True from the first signal on: /readyz answers 503 so the instance leaves the pool. */
    isDraining: () => draining,
    /** Starts the drain once; later calls get the same outcome. */
    drain(): Promise<ShutdownOutcome> {
      draining = true;
      running ??= drainAndClose(parts);
      return running;
    },
  };
}

async function drainAndClose({ server, stopJobs, closers, timeoutMs, log }: ShutdownParts): Promise<ShutdownOutcome> {
  const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.closeIdleConnections();
  const work = Promise.all([listenerClosed, stopJobs?.().catch(() => undefined)]).then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const drained = await Promise.race([work, bound]);
  clearTimeout(timer);
  clearInterval(sweep);
  const cutConnections = drained ? 0 : await openConnections(server);
  if (!drained) {
    server.closeAllConnections();
    log.warn({ timeoutMs, cutConnections }, "shutdown: requests still running at the bound were cut");
  }
  for (const close of closers) {
    await close().catch((error: unknown) => {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "shutdown: a close failed");
    });
  }
  log.info({ drained }, "shutdown complete");
  return { drained, cutConnections };
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
