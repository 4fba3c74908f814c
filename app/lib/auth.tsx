import { useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as localeLoader } from "../routes/locale-layout.tsx";
import type { Viewer } from "./viewer.ts";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/**
 * Spec section 4, for every component: "loading" while the session is being fetched again,
 * "authenticated" when there is session data, else "unauthenticated".
 */
export function useAuth(): { status: AuthStatus; viewer: Viewer | null } {
  const data = useRouteLoaderData<typeof localeLoader>("routes/locale-layout");
  const refreshing = useRevalidator().state === "loading";
  const viewer = data?.viewer ?? null;
  if (refreshing) return { status: "loading", viewer };
  return { status: viewer ? "authenticated" : "unauthenticated", viewer };
}
