import { type ApiClient, ApiClientError } from "../../src/client/api-client.ts";
import { getSessionOp } from "../../src/contracts/api/auth.ts";
import type { Viewer } from "./viewer.ts";

/**
 * The signed-in customer, asked of the API on each page that needs to know. Without a session
 * cookie no call is made. Only a 401 (no such session) means "signed out": the spec's "a failed
 * session fetch clears the session" is read as that answer (docs/decisions/032-database-outages.md). An outage throws
 * the 503 error page from the API client, and any other failure is the page's error: neither
 * signs the customer out.
 */
export async function loadViewer(api: ApiClient): Promise<Viewer | null> {
  try {
    const session = await api.call(getSessionOp);
    return {
      name: session.customer.name,
      msisdn: session.lines[0]?.msisdn ?? "",
      unreadNotifications: session.unreadNotifications,
      managesBusiness: session.customer.kind === "business" && session.customer.role === "owner",
      member: session.customer.role === "member",
    };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}
