import { type RefObject, useEffect, useSyncExternalStore } from "react";
import { PrefetchPageLinks } from "react-router";
import {
  activePrefetches,
  enqueuePrefetch,
  PREFETCH,
  prefetchAllowed,
  serverPrefetches,
  subscribePrefetch,
} from "../lib/prefetch-queue.ts";

/** Renders the prefetches currently in flight (route code and data of each page). */
export function PrefetchQueue() {
  const active = useSyncExternalStore(subscribePrefetch, activePrefetches, serverPrefetches);
  return (
    <>
      {active.map((href) => (
        <PrefetchPageLinks key={href} page={href} />
      ))}
    </>
  );
}

/** Queues `href` for prefetch once the element has been visible for a second. */
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
