/** A page's router context for calling route loaders and actions in tests, wired to a test API. */
import { RouterContextProvider } from "react-router";
import { type WebEnv, webEnvContext } from "../app/context.ts";
import { toPublicConfig } from "../src/config/public-config.ts";
import { signClientIp } from "../src/lib/client-ip.ts";
import type { testApi } from "./api.ts";

export function webContext(api: ReturnType<typeof testApi>, overrides: Partial<WebEnv> = {}) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport: api.fetch,
    requestId: "web-context-test",
    clientIp: "127.0.0.1",
    clientIpSignature: signClientIp(api.config.secrets.sessionPepper, "127.0.0.1"),
    secureCookies: false,
    cookieSecret: "web-context-test-cookie-secret-0123456789",
    build: { id: "test", timestamp: "2026-01-01T00:00:00.000Z" },
    contentVersion: null,
    log: () => undefined,
    ...overrides,
  });
  return context;
}
