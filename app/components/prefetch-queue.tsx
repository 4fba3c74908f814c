import { useSyncExternalStore } from "react";
import { PrefetchPageLinks } from "react-router";
import { activePrefetches, serverPrefetches, subscribePrefetch } from "../lib/prefetch-queue.ts";

/** Renders the prefetches currently in flight (route code and data of each page); loads after hydration. */
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
