import { useRouteLoaderData } from "react-router";
import { ConsentBanner } from "./consent.tsx";
import { PrefetchQueue } from "./prefetch-queue.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { RevalidateOnFocus } from "./revalidate-on-focus.tsx";
import { ToastRegion } from "./toasts.tsx";
import { VersionWatcher } from "./version-watcher.tsx";

/** Everything every page does besides its content: progress, toasts, new-version and focus refresh, consent. */
export function SiteBehaviours() {
  const root = useRouteLoaderData("root") as { buildId: string } | undefined;
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
