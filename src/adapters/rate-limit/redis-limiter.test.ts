import { randomUUID } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
import { expect, onTestFinished, test } from "vitest";
import { silentLogger } from "../../../tests/config.ts";
import { startTcpProxy } from "../../../tests/tcp-proxy.ts";
import { consumeRate, type RateCounter } from "../../domain/limits/rate-limiter.ts";
import { type RedisThrottleOptions, redisThrottle } from "./redis-limiter.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const rule = { name: "test-throttle", limit: 3, windowMs: 60_000, durable: false };
const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s));

/** The database's part, in memory: counts what Redis did not. */
function memoryCounter() {
  const counts = new Map<string, number>();
  const counter: RateCounter = {
    async hit(key, windowMs, now, by = 1) {
      const count = (counts.get(key) ?? 0) + by;
      counts.set(key, count);
      return { count, resetAt: Math.floor(now.getTime() / windowMs) * windowMs + windowMs };
    },
  };
  return { counter, calls: () => [...counts.values()].reduce((a, b) => a + b, 0) };
}

function throttle(url: string, fallback: RateCounter, options?: RedisThrottleOptions) {
  const store = redisThrottle(url, fallback, silentLogger(), options);
  onTestFinished(() => store.close());
  return store;
}

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Milliseconds one hit takes. */
async function timed(counter: RateCounter, key: string) {
  const start = performance.now();
  await counter.hit(key, 60_000, new Date());
  return performance.now() - start;
}

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return address && typeof address === "object" ? address.port : 1;
}

/** A forwarder to Redis that can fall silent: connections stay open, nothing gets through. */
async function muteableProxy(target: URL) {
  let muted = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
    }
    client.on("data", (d) => muted || upstream.write(d));
    upstream.on("data", (d) => muted || client.write(d));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  onTestFinished(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `redis://127.0.0.1:${address && typeof address === "object" ? address.port : 0}`,
    mute: () => {
      muted = true;
    },
  };
}

test("with Redis refusing connections from the start, throttles are counted by the fallback at once", async () => {
  const fallback = memoryCounter();
  const store = throttle(`redis://127.0.0.1:${await closedPort()}`, fallback.counter);
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await timed(store.counter, `k-${i}`));
  expect(Math.max(...times)).toBeLessThan(500);
  expect(fallback.calls()).toBe(5);
  expect(await store.status()).toBe("degraded");
});

test("with a Redis that accepts connections but never answers, throttles are counted by the fallback", async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  const address = silent.address();
  const port = address && typeof address === "object" ? address.port : 0;
  const fallback = memoryCounter();
  const store = throttle(`redis://127.0.0.1:${port}`, fallback.counter);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await timed(store.counter, "k")).toBeLessThan(500);
  expect(fallback.calls()).toBe(1);
  expect(await store.status()).toBe("degraded");
});

test.runIf(redisUrl)("the Redis throttle counts in windows shared by every instance", async () => {
  const fallback = {
    hit: () => Promise.reject(new Error("the database should not be used while Redis answers")),
  };
  const one = throttle(redisUrl ?? "", fallback);
  const two = throttle(redisUrl ?? "", fallback);
  await until(async () => (await one.status()) === "ok" && (await two.status()) === "ok");
  const limiter = (store: typeof one) => ({ durable: fallback, throttle: store.counter });
  const subject = randomUUID();
  await consumeRate(limiter(one), rule, subject, at(1));
  await consumeRate(limiter(two), rule, subject, at(2));
  await consumeRate(limiter(one), rule, subject, at(3));
  await expect(consumeRate(limiter(two), rule, subject, at(4))).rejects.toMatchObject({ code: "rate_limited" });
});

test.runIf(redisUrl)(
  "when Redis stops accepting connections, throttles are counted by the fallback within the timeout, and by Redis again once it is back",
  async () => {
    const target = new URL(redisUrl ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    onTestFinished(() => proxy.close());
    const fallback = memoryCounter();
    const store = throttle(`redis://127.0.0.1:${proxy.port}`, fallback.counter, { pauseAfterFailureMs: 200 });
    await until(async () => (await store.status()) === "ok");
    const key = randomUUID();
    await timed(store.counter, key);
    expect(fallback.calls()).toBe(0);

    await proxy.cut();
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await timed(store.counter, key));
    expect(Math.max(...times)).toBeLessThan(500);
    expect(fallback.calls()).toBe(5);
    expect(await store.status()).toBe("degraded");

    await proxy.restore();
    await until(async () => (await store.status()) === "ok", 10_000);
    const { count } = await store.counter.hit(key, 60_000, new Date());
    expect(count).toBe(2);
  },
);

test.runIf(redisUrl)(
  "when a connected Redis falls silent, a hit waits no longer than the command timeout",
  async () => {
    const proxy = await muteableProxy(new URL(redisUrl ?? ""));
    const fallback = memoryCounter();
    const store = throttle(proxy.url, fallback.counter, { commandTimeoutMs: 200 });
    await until(async () => (await store.status()) === "ok");
    proxy.mute();
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await timed(store.counter, randomUUID()));
    expect(Math.max(...times)).toBeLessThan(500);
    expect(fallback.calls()).toBe(5);
    expect(await store.status()).toBe("degraded");
  },
);

test.runIf(redisUrl)("a Redis that is down at start is used once it comes up", async () => {
  const target = new URL(redisUrl ?? "");
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  onTestFinished(() => proxy.close());
  await proxy.cut();
  const fallback = memoryCounter();
  const store = throttle(`redis://127.0.0.1:${proxy.port}`, fallback.counter);
  expect(await timed(store.counter, randomUUID())).toBeLessThan(500);
  expect(await store.status()).toBe("degraded");

  await proxy.restore();
  await until(async () => (await store.status()) === "ok", 10_000);
  await store.counter.hit(randomUUID(), 60_000, new Date());
  expect(fallback.calls()).toBe(1);
});
