import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { markSessionWrite, resolveSessionState } from "../../domain/auth/sessions.ts";
import { clientIpSigned } from "../../lib/client-ip.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { clientSubject } from "./client-subject.ts";

/**
 * Resolves `Authorization: Bearer <token>` to the signed-in customer, if any. A route that needs
 * one calls requireActor(), which answers 401: the one status that makes clients sign the user out.
 */
export function sessionResolver() {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    const { database, config } = c.var.deps;
    const session = token ? await resolveSessionState(database.db, config.secrets.sessionPepper, token) : null;
    c.set("actor", session?.actor ?? null);
    c.set("sessionUsedAt", session?.lastUsedAt);
    await next();
    // Only with a replica: without one every read is on the primary and nothing needs marking.
    if (database.replica && session && !READ_METHODS.has(c.req.method)) {
      await markSessionWrite(database.db, session.actor.sessionId).catch((error: unknown) =>
        c.var.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "session write mark failed"),
      );
    }
  });
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requireActor(c: Context<ApiEnv>) {
  const actor = c.var.actor;
  if (!actor) throw new ApiError(401, "unauthenticated");
  return actor;
}

/**
 * Who the client is for per-client limits: its address (an IPv6 address as its /64, see
 * clientSubject). The web server passes the browser's address in X-Client-IP, believed in-process
 * (no socket) or, over the network, when its signature holds; behind a trusted proxy the last
 * X-Forwarded-For entry counts; otherwise the socket's address does.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  return clientSubject(rawClientAddress(c));
}

/**
 * The socket's address, or none for an in-process call (the web server calling the API's fetch
 * handler has no socket). Checked first rather than caught: building the thrown error's stack cost
 * several per cent of a page render, since every API call asks.
 */
function socketAddress(c: Context<ApiEnv>): string | undefined {
  const bindings: unknown = c.env;
  if (!bindings || typeof bindings !== "object") return undefined;
  if (!("incoming" in bindings) && !("server" in bindings)) return undefined;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's own address, as the audit trail records it (an IPv6 address whole, not its /64). */
export function rawClientAddress(c: Context<ApiEnv>): string {
  const socket = socketAddress(c);
  const fromWeb = c.req.header("x-client-ip")?.trim();
  // In-process calls come from our own web server, which always sets X-Client-IP itself.
  if (!socket) return fromWeb || "in-process";
  // Over the network, only our web server's signed statement counts: anyone can send the header.
  const { config } = c.var.deps;
  if (fromWeb && clientIpSigned(config.secrets.sessionPepper, fromWeb, c.req.header("x-client-ip-signature"))) {
    return fromWeb;
  }
  if (!config.server.trustProxy) return socket;
  // Behind a trusted proxy: the address the proxy itself appended (the last X-Forwarded-For
  // entry; earlier ones are whatever the client claimed).
  const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || socket;
}

/** A short description of the device for the sessions list. */
export function deviceOf(c: Context<ApiEnv>): string {
  return (c.req.header("x-client-agent") ?? c.req.header("user-agent") ?? "").slice(0, 200);
}
