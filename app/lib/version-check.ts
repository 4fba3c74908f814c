/**
 * New-version detection (spec sections 4, 7, 9): the running build's id is compared with
 * /builds/latest.json. Once they differ, a failure to load a route module or chunk reloads the
 * target address in full, at most once per 10 seconds per path (so a broken deploy cannot loop).
 */
export const RELOAD_GUARD_MS = 10_000;
/** Timers are capped at 2^31 - 1 ms, the most setTimeout accepts (spec section 9). */
export const MAX_TIMER_MS = 2_147_483_647;

let newVersion = false;

export function hasNewVersion(): boolean {
  return newVersion;
}

export async function checkForNewVersion(runningId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) return newVersion;
    const latest: unknown = await response.json();
    const id = typeof latest === "object" && latest !== null && "id" in latest ? latest.id : undefined;
    if (typeof id === "string" && id !== runningId) newVersion = true;
  } catch {
    // Offline or the server is restarting: try again at the next check.
  }
  return newVersion;
}

/** Reloads `path` unless it was reloaded less than 10 s ago; returns whether it reloaded. */
export function reloadOnce(
  path: string,
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: (path: string) => void,
  now = Date.now(),
): boolean {
  const key = `reload-guard:${path}`;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  reload(path);
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    message,
  );
}
