import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { showToast } from "../lib/toast-store.ts";
import { checkForNewVersion, hasNewVersion, isChunkLoadError, MAX_TIMER_MS, reloadOnce } from "../lib/version-check.ts";

const CHECK_EVERY_MS = Math.min(5 * 60_000, MAX_TIMER_MS);

/** Polls for a new build and turns chunk-load failures after a deploy into one full page load. */
export function VersionWatcher({ buildId }: { buildId: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;

  useEffect(() => {
    let announced = false;
    const check = async () => {
      if (await checkForNewVersion(buildId)) {
        if (!announced) showToast(t("version.updated"));
        announced = true;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", onVisible);

    const onChunkError = async (reason: unknown, event: Event) => {
      if (!isChunkLoadError(reason)) return;
      if (!hasNewVersion() && !(await checkForNewVersion(buildId))) return;
      event.preventDefault();
      const path = target.current ?? `${window.location.pathname}${window.location.search}`;
      reloadOnce(path, window.sessionStorage, (p) => window.location.assign(p));
    };
    const onPreloadError = (event: VitePreloadErrorEvent) => void onChunkError(event.payload, event);
    const onRejection = (event: PromiseRejectionEvent) => void onChunkError(event.reason, event);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [buildId, t]);

  return null;
}
