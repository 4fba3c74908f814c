/**
 * Unauthenticated CPU exhaustion (issue 14, item 2) and guessing on change-password: bogus
 * tickets are refused before any hashing, ticket use and wrong current passwords are limited, and
 * a full hashing queue answers 503 while the rest of the API stays fast.
 */
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeCustomer, makeLine, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";
import type { Db } from "../../db/client.server.ts";
import { hashPassword } from "../../domain/auth/argon2.ts";
import { createPasswordPool, type PasswordHasher, sharedPasswordPool } from "../../domain/auth/password-pool.ts";
import { RATE_RULES } from "../../domain/auth/rate-rules.ts";
import { databaseCounter, type RateRule } from "../../domain/limits/rate-limiter.ts";

type Api = ReturnType<typeof testApi>;

const post = (api: Api, path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(api, `/api/v1/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(json),
  });

/** The shared pool, counting what it is asked to do. */
function countingHasher() {
  const pool = sharedPasswordPool();
  const calls = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => {
      calls.hash += 1;
      return pool.hash(password);
    },
    verify: (password, hash) => {
      calls.verify += 1;
      return pool.verify(password, hash);
    },
  };
  return { hasher, calls };
}

async function ticketFor(api: Api, db: Db, msisdn: string, start: "/signup" | "/forgot-password") {
  const { flowId } = await (await post(api, start, { msisdn })).json();
  const verified = await (await post(api, "/verify-code", { flowId, code: await lastCode(db, msisdn) })).json();
  return String(verified.ticket);
}

/** Attempts already spent in the current window, so a test needs only the last few requests. */
const charge = (db: Db, rule: RateRule, subject: string, attempts: number) =>
  databaseCounter(db).hit(`${rule.name}:${subject}`, rule.windowMs, new Date(), attempts);

const bogus = "b".repeat(43);
const signupBody = (ticket: string, password = TEST_PASSWORD) => ({
  ticket,
  name: "Zhyar Aziz",
  password,
  language: "ku",
});

test("a bogus ticket is refused on complete-signup and reset-password without hashing the password", () =>
  withRollback(async (db) => {
    const { hasher, calls } = countingHasher();
    const api = testApi(db, { passwordHasher: hasher });
    const signup = await post(api, "/complete-signup", signupBody(bogus));
    const reset = await post(api, "/reset-password", { ticket: bogus, password: TEST_PASSWORD });
    expect([signup.status, reset.status]).toEqual([422, 422]);
    expect([(await signup.json()).code, (await reset.json()).code]).toEqual(["ticket_invalid", "ticket_invalid"]);
    expect(calls.hash).toBe(0);

    // The counting hasher is the one in use: a real ticket is hashed once.
    const line = await makeLine(db.db);
    const ticket = await ticketFor(api, db.db, line.msisdn, "/signup");
    expect((await post(api, "/complete-signup", signupBody(ticket))).status).toBe(201);
    expect(calls.hash).toBe(1);
  }));

test("using tickets is limited per client: 429 with Retry-After, other clients unaffected", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const from = { "X-Client-IP": "198.51.100.20" };
    const rule = RATE_RULES.ticketUsePerClient;
    await charge(db.db, rule, "198.51.100.20", rule.limit - 2);
    // Both endpoints count against the one budget.
    expect((await post(api, "/complete-signup", signupBody(bogus), from)).status).toBe(422);
    expect((await post(api, "/reset-password", { ticket: bogus, password: TEST_PASSWORD }, from)).status).toBe(422);
    const limited = await post(api, "/reset-password", { ticket: bogus, password: TEST_PASSWORD }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe("rate_limited");
    const other = await post(api, "/complete-signup", signupBody(bogus), { "X-Client-IP": "198.51.100.21" });
    expect(other.status).toBe(422);
  }));

test("a ticket's number is limited too, whichever client sends it", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const line = await makeLine(db.db);
    const ticket = await ticketFor(api, db.db, line.msisdn, "/signup");
    const rule = RATE_RULES.ticketUsePerNumber;
    await charge(db.db, rule, line.msisdn, rule.limit - 1);
    const weak = await post(api, "/complete-signup", signupBody(ticket, "password123"), {
      "X-Client-IP": "198.51.100.30",
    });
    expect((await weak.json()).code).toBe("password_weak");
    const limited = await post(api, "/complete-signup", signupBody(ticket), { "X-Client-IP": "198.51.100.31" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  }));

test("a full hashing queue answers 503 with Retry-After, while /healthz stays fast", () =>
  withRollback(async (db) => {
    const pool = createPasswordPool({ size: 1, maxQueue: 6 });
    // Fills the queue just before each job, so the request finds it full however fast the worker is.
    const fill = () => {
      while (pool.load().queued < 6) void pool.hash("filler").catch(() => undefined);
    };
    const hasher: PasswordHasher = {
      hash: (password) => {
        fill();
        return pool.hash(password);
      },
      verify: (password, hash) => {
        fill();
        return pool.verify(password, hash);
      },
    };
    try {
      const api = testApi(db, { passwordHasher: hasher });
      const { msisdn } = await makeCustomer(db.db);
      // One hash on the calling thread: what every request waited for while hashing ran there.
      const started = performance.now();
      await hashPassword("a passphrase to time");
      const inline = performance.now() - started;
      await pool.hash("start the worker");

      const busy = await post(api, "/login", { msisdn, password: TEST_PASSWORD }, { "Accept-Language": "ar" });
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const body = await busy.json();
      expect(body.code).toBe("server_busy");
      expect(body.message).toMatch(/[\u0600-\u06FF]/);

      const took: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        expect((await call(api, "/healthz")).status).toBe(200);
        took.push(performance.now() - t);
      }
      // Still hashing after the probes, so they ran while the worker was busy.
      expect(pool.load().running).toBe(1);
      const median = took.sort((a, b) => a - b)[2] ?? Infinity;
      expect(median).toBeLessThan(inline / 2);
    } finally {
      await pool.close();
    }
  }));

const changePassword = (api: Api, token: string, currentPassword: string, client: string) =>
  post(
    api,
    "/change-password",
    { currentPassword, newPassword: "a new and longer passphrase", keepOtherSessions: true },
    { Authorization: `Bearer ${token}`, "X-Client-IP": client },
  );

async function signedIn(api: Api, db: Db) {
  const customer = await makeCustomer(db);
  const { token } = await (await post(api, "/login", { msisdn: customer.msisdn, password: TEST_PASSWORD })).json();
  return { ...customer, token: String(token) };
}

test("wrong current passwords lock change-password per account: 429 with Retry-After, even for the right one", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { account, token } = await signedIn(api, db.db);
    const rule = RATE_RULES.passwordChangePerAccount;
    await charge(db.db, rule, account.id, rule.limit - 1);
    expect((await changePassword(api, token, "not my password", "198.51.100.40")).status).toBe(422);
    const locked = await changePassword(api, token, TEST_PASSWORD, "198.51.100.41");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await locked.json()).code).toBe("password_locked");
  }));

test("wrong current passwords from one client lock change-password for that client only", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const first = await signedIn(api, db.db);
    const second = await signedIn(api, db.db);
    const rule = RATE_RULES.passwordChangePerClient;
    await charge(db.db, rule, "198.51.100.50", rule.limit - 1);
    expect((await changePassword(api, first.token, "not my password", "198.51.100.50")).status).toBe(422);
    const locked = await changePassword(api, second.token, "not my password", "198.51.100.50");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await changePassword(api, second.token, TEST_PASSWORD, "198.51.100.51")).status).toBe(200);
  }));
