import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useI18n } from "../lib/i18n.tsx";

/** Spec section 9: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms. */
export const PROGRESS = { minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800, showAfterMs: 100 };

/**
 * A slim bar at the top during client navigations; no spinner. It appears only once a navigation
 * has taken 100 ms, so instant ones don't flash, and completes whether the navigation succeeds or fails.
 */
export function ProgressBar() {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<{ show?: number; trickle?: number; hide?: number }>({});

  useEffect(() => {
    const current = timers.current;
    if (busy) {
      window.clearTimeout(current.hide);
      current.show = window.setTimeout(() => {
        setProgress(PROGRESS.minimum);
        current.trickle = window.setInterval(
          () => setProgress((p) => (p === null ? null : Math.min(p + PROGRESS.trickleRate, 0.994))),
          PROGRESS.trickleSpeedMs,
        );
      }, PROGRESS.showAfterMs);
    } else {
      window.clearTimeout(current.show);
      window.clearInterval(current.trickle);
      setProgress((p) => (p === null ? null : 1));
      current.hide = window.setTimeout(() => setProgress(null), PROGRESS.speedMs * 2);
    }
    return () => {
      window.clearTimeout(current.show);
      window.clearInterval(current.trickle);
    };
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t("progress.label")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-done={progress >= 1 ? "true" : undefined}
    >
      <div
        className="progress-bar-fill"
        style={{ transform: `scaleX(${progress})`, transitionDuration: `${PROGRESS.speedMs}ms` }}
      />
    </div>
  );
}
