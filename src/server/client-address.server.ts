import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The browser's address: the socket's, or the last X-Forwarded-For entry behind a trusted proxy. */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  // The proxy appends the address it saw; anything before it is the client's own claim.
  const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  if (trustProxy && forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
