import { MenuBehaviour } from "./menu-behaviour.tsx";
import { PrefetchQueue } from "./prefetch-queue.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { RevalidateOnFocus } from "./revalidate-on-focus.tsx";
import { VersionWatcher } from "./version-watcher.tsx";

/**
 * What a page does only once the visitor acts or time passes: the navigation progress bar, prefetches,
 * the new-version check, the refresh on focus and closing the menus. Nothing here shows in the server's HTML, so
 * SiteBehaviours loads it after hydration, outside the JavaScript a page loads before its load event.
 */
export function LateBehaviours({ buildId }: { buildId: string | null }) {
  return (
    <>
      <ProgressBar />
      {buildId ? <VersionWatcher buildId={buildId} /> : null}
      <RevalidateOnFocus />
      <PrefetchQueue />
      <MenuBehaviour />
    </>
  );
}
