import { Hono } from "hono";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { signClientIp } from "../../lib/client-ip.ts";
import type { ApiEnv } from "../context.ts";
import { clientAddress } from "./session.ts";

/** Asks who the client is, as the API does, for a request arriving on a socket from `socket`. */
function whoIs(headers: Record<string, string>, options: { socket?: string; trustProxy?: boolean } = {}) {
  const config = testConfig(options.trustProxy ? { TRUST_PROXY: "1" } : {});
  const app = new Hono<ApiEnv>();
  app.get("/", (c) => {
    c.set("deps", { config } as ApiEnv["Variables"]["deps"]);
    return c.text(clientAddress(c));
  });
  const env = options.socket
    ? { incoming: { socket: { remoteAddress: options.socket, remotePort: 40000, remoteFamily: "IPv4" } } }
    : {};
  return { config, answer: async () => (await app.request("/", { headers }, env)).text() };
}

test("over the network, X-Client-IP counts only with our web server's signature", async () => {
  const spoofed = whoIs({ "X-Client-IP": "198.51.100.1" }, { socket: "203.0.113.5", trustProxy: true });
  expect(await spoofed.answer()).toBe("203.0.113.5");
  const forged = whoIs(
    { "X-Client-IP": "198.51.100.1", "X-Client-IP-Signature": "not-a-signature" },
    { socket: "203.0.113.5" },
  );
  expect(await forged.answer()).toBe("203.0.113.5");
  const pepper = testConfig().secrets.sessionPepper;
  const signed = whoIs(
    { "X-Client-IP": "198.51.100.1", "X-Client-IP-Signature": signClientIp(pepper, "198.51.100.1") },
    { socket: "203.0.113.5" },
  );
  expect(await signed.answer()).toBe("198.51.100.1");
});

test("behind a trusted proxy the address it appended counts; in-process calls state their own", async () => {
  const proxied = whoIs({ "X-Forwarded-For": "10.0.0.9, 198.51.100.7" }, { socket: "10.0.0.1", trustProxy: true });
  expect(await proxied.answer()).toBe("198.51.100.7");
  const inProcess = whoIs({ "X-Client-IP": "198.51.100.8" });
  expect(await inProcess.answer()).toBe("198.51.100.8");
});
