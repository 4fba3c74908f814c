import { createContext } from "react-router";
import type { ApiTransport } from "../src/client/api-client.ts";
import type { PublicConfig } from "../src/config/public-config.ts";
import type { Viewer } from "./lib/viewer.ts";

/** What the server hands the web app per request: the way to the API and the public configuration. */
export type WebEnv = {
  config: PublicConfig;
  /** Absolute base URL of the API for server-side calls (in-process or remote). */
  apiBaseUrl: string;
  apiTransport: ApiTransport;
  requestId: string;
  /** The browser's address, passed to the API for per-client limits, with the server's signature of it. */
  clientIp: string;
  clientIpSignature: string;
  /** Whether cookies get the Secure flag (everywhere but development). */
  secureCookies: boolean;
  /** Signs the web app's own short-lived cookies; server-side only, never sent to the browser. */
  cookieSecret: string;
  build: { id: string; timestamp: string };
  /** The content version this page is rendered at, when the server's page cache knows it (decision 041). */
  contentVersion: number | null;
  /** Structured logger of the server, already stamped with the request id. */
  log: (level: "info" | "warn" | "error", message: string, fields?: Record<string, unknown>) => void;
};

export const webEnvContext = createContext<WebEnv>();

/** The signed-in customer for this request, set by the locale layout's middleware (null: signed out). */
export const viewerContext = createContext<Viewer | null>(null);

/** The session token for this request when it differs from the cookie's (just renewed by refresh). */
export const sessionTokenContext = createContext<string | null>(null);
