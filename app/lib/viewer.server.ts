import { type ApiClient, ApiClientError } from "../../src/client/api-client.ts";
import { getSessionOp } from "../../src/contracts/api/auth.ts";
import type { Viewer } from "./viewer.ts";

/**
 * The signed-in customer, asked of the API on each page that needs to know. Without a session
 * cookie no call is made. Any failure means "signed out" (spec: a failed session fetch clears it).
 */
export async function loadViewer(api: ApiClient): Promise<Viewer | null> {
  try {
    const session = await api.call(getSessionOp);
    return {
      name: session.customer.name,
      msisdn: session.lines[0]?.msisdn ?? "",
      unreadNotifications: session.unreadNotifications,
    };
  } catch (error) {
    if (error instanceof ApiClientError) return null;
    throw error;
  }
}
