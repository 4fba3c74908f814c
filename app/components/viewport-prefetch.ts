import { type RefObject, useEffect } from "react";
import { enqueuePrefetch, PREFETCH, prefetchAllowed } from "../lib/prefetch-queue.ts";

/**
 * Queues `href` for prefetch once the element has been visible for a second. Apart from the queue's
 * renderer (prefetch-queue.tsx), which every link need not bring with it: it loads after hydration.
 */
export function useViewportPrefetch(ref: RefObject<HTMLElement | null>, href: string | undefined) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !href || typeof IntersectionObserver === "undefined") return;
    const connection = navigator.connection;
    if (!prefetchAllowed(connection)) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearTimeout(timer);
      if (entry?.isIntersecting) {
        timer = window.setTimeout(() => {
          enqueuePrefetch(href);
          observer.disconnect();
        }, PREFETCH.delayMs);
      }
    });
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, href]);
}

declare global {
  interface Navigator {
    /** The Network Information API (Chromium): not in every browser, so optional. */
    readonly connection?: { saveData?: boolean; effectiveType?: string };
  }
}
