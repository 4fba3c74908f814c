import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onRevalidationRequest, requestRevalidation } from "../lib/revalidation.ts";

/**
 * Spec section 4: the session is refreshed when the window becomes visible again. Focus, finished
 * forms and toast actions all call requestRevalidation(); bursts become one refresh (100 ms debounce).
 */
export function RevalidateOnFocus() {
  const { revalidate } = useRevalidator();
  useEffect(() => onRevalidationRequest(() => void revalidate()), [revalidate]);
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
