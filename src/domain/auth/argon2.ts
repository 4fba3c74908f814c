/**
 * The password hash itself: argon2id by hash-wasm, run on the calling thread. One hash keeps a
 * thread busy for tens of milliseconds, so request handling never calls these directly: it goes
 * through the worker pool (`password-pool.ts`), whose workers run this module. The seed and test
 * factories, which run before or beside any traffic, may call it in place.
 */
import { randomBytes } from "node:crypto";
import { argon2id, argon2Verify } from "hash-wasm";

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 };

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password: password.normalize("NFC"), salt: randomBytes(16), ...PARAMS, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: password.normalize("NFC"), hash });
  } catch {
    return false;
  }
}
