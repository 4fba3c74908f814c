import { type ComponentType, useEffect, useState } from "react";
import { useRootData } from "../lib/root-data.ts";
import { ConsentBanner } from "./consent.tsx";
import type { LateBehaviours } from "./late-behaviours.tsx";
import { ToastRegion } from "./toasts.tsx";

type Late = ComponentType<Parameters<typeof LateBehaviours>[0]>;

/**
 * Everything every page does besides its content. The consent banner and the toasts' live region
 * are in the server's HTML; the rest (late-behaviours.tsx) arrives after hydration, so that it is
 * not part of the JavaScript a page loads before its load event (scripts/js-budget.ts).
 */
export function SiteBehaviours() {
  const root = useRootData();
  const [Late, setLate] = useState<Late | null>(null);
  useEffect(() => {
    let live = true;
    void import("./late-behaviours.tsx").then((module) => {
      if (live) setLate(() => module.LateBehaviours);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <ToastRegion />
      <ConsentBanner />
      {Late ? <Late buildId={root?.buildId ?? null} /> : null}
    </>
  );
}
