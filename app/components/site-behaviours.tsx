import { useRootData } from "../lib/root-data.ts";
import { ConsentBanner } from "./consent.tsx";
import { PrefetchQueue } from "./prefetch-queue.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { RevalidateOnFocus } from "./revalidate-on-focus.tsx";
import { ToastRegion } from "./toasts.tsx";
import { VersionWatcher } from "./version-watcher.tsx";

/** Everything every page does besides its content: progress, toasts, new-version and focus refresh, consent. */
export function SiteBehaviours() {
  const root = useRootData();
  return (
    <>
      <ProgressBar />
      <ToastRegion />
      {root ? <VersionWatcher buildId={root.buildId} /> : null}
      <RevalidateOnFocus />
      <ConsentBanner />
      <PrefetchQueue />
    </>
  );
}
