/**
 * Password hashing off the event loop: a few worker threads (node:worker_threads) each running one
 * argon2id job at a time, and a bounded queue in front of them. A burst of sign-ins then waits in
 * the queue instead of stalling every other request; once the queue is full the caller is refused
 * at once with 503 and Retry-After (docs/decisions/031-password-hashing-pool.md).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { DomainError } from "../errors.ts";

/** What services hash and check passwords with (`ctx.env.passwords`). */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};

export type PasswordPool = PasswordHasher & {
  /** Jobs running and waiting, for tests and metrics. */
  load(): { running: number; queued: number };
  /** Stops the workers; queued jobs are refused. */
  close(): Promise<void>;
};

type Request = { op: "hash"; password: string } | { op: "verify"; password: string; hash: string };
type Job = { request: Request; resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | undefined; startedAt: number };

const WORKER_URL = new URL("./password-worker.ts", import.meta.url);

/** Leaves a core for the event loop; argon2id takes 19 MiB per running job, so a few are enough. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(8, availableParallelism() - 1));
}

/** About half a second of waiting at most: a longer queue only makes clients time out instead. */
export const QUEUE_PER_WORKER = 8;

export function createPasswordPool(options: { size?: number; maxQueue?: number } = {}): PasswordPool {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? size * QUEUE_PER_WORKER;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  // A running mean of a job's duration, for an honest Retry-After.
  let meanMs = 50;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL, { name: "password-hasher" });
    const slot: Slot = { worker, job: undefined, startedAt: 0 };
    // An idle worker must not keep the process (or a test runner) alive; a busy one does, so a
    // command awaiting a hash is not cut short.
    worker.unref();
    worker.on("message", (answer: unknown) => finish(slot, answer));
    worker.on("error", (error) => fail(slot, error));
    worker.on("exit", (code) => fail(slot, new Error(`password worker exited (${code})`)));
    slots.push(slot);
    return slot;
  }

  function fail(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    const job = slot.job;
    slot.job = undefined;
    job?.reject(error);
    pump();
  }

  function finish(slot: Slot, answer: unknown) {
    const job = slot.job;
    slot.job = undefined;
    slot.worker.unref();
    meanMs = meanMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
    if (job) {
      if (isAnswer(answer) && answer.ok) job.resolve(answer.value);
      else job.reject(new Error(isAnswer(answer) && !answer.ok ? answer.error : "bad answer from password worker"));
    }
    pump();
  }

  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : undefined);
      const job = slot && queue.shift();
      if (!slot || !job) return;
      slot.job = job;
      slot.startedAt = performance.now();
      slot.worker.ref();
      slot.worker.postMessage(job.request);
    }
  }

  function submit(request: Request): Promise<string | boolean> {
    if (closed) return Promise.reject(new Error("password pool closed"));
    const running = slots.filter((s) => s.job).length;
    if (running >= size && queue.length >= maxQueue) {
      const retryAfter = Math.max(1, Math.ceil(((queue.length / size + 1) * meanMs) / 1000));
      return Promise.reject(new DomainError("unavailable", "server_busy", { retryAfter }));
    }
    return new Promise((resolve, reject) => {
      queue.push({ request, resolve, reject });
      pump();
    });
  }

  return {
    async hash(password) {
      const value = await submit({ op: "hash", password });
      if (typeof value !== "string") throw new Error("password worker answered a hash with a boolean");
      return value;
    },
    async verify(password, hash) {
      return (await submit({ op: "verify", password, hash })) === true;
    },
    load: () => ({ running: slots.filter((s) => s.job).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("password pool closed"));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

function isAnswer(value: unknown): value is { ok: true; value: string | boolean } | { ok: false; error: string } {
  if (typeof value !== "object" || value === null || !("ok" in value)) return false;
  if (value.ok === true)
    return "value" in value && (typeof value.value === "string" || typeof value.value === "boolean");
  return "error" in value && typeof value.error === "string";
}

let shared: PasswordPool | undefined;

/** The process's pool, made on first use: every API and job of one process shares its workers. */
export function sharedPasswordPool(): PasswordPool {
  shared ??= createPasswordPool();
  return shared;
}
