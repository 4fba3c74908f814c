import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onRevalidationRequest, requestRevalidation } from "../lib/revalidation.ts";
import { MAX_TIMER_MS } from "../lib/version-check.ts";
import { usePublicConfig } from "./site-header.tsx";

/**
 * Spec section 4: the session is refreshed when the window becomes visible again. Focus, finished
 * forms and toast actions all call requestRevalidation(); bursts become one refresh (100 ms debounce).
 */
export function RevalidateOnFocus() {
  const { revalidate } = useRevalidator();
  const { auth } = usePublicConfig();
  useEffect(() => onRevalidationRequest(() => void revalidate()), [revalidate]);
  // Periodic session refresh: off unless configured (spec section 9), capped like every timer.
  useEffect(() => {
    if (auth.refreshIntervalMs <= 0) return;
    const timer = window.setInterval(requestRevalidation, Math.min(auth.refreshIntervalMs, MAX_TIMER_MS));
    return () => window.clearInterval(timer);
  }, [auth.refreshIntervalMs]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") requestRevalidation();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", requestRevalidation);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", requestRevalidation);
    };
  }, []);
  return null;
}
