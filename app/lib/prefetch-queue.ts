/**
 * Spec section 9: route preload keeps at most 5 prefetches pending; a visible link is prefetched
 * 1 s after it appears, never on a slow-2g connection or when the visitor asked to save data.
 * A slot is released when its prefetch has had time to finish (SLOT_MS), so a long page of links
 * trickles in rather than flooding a slow network.
 */
export const PREFETCH = { maxPending: 5, delayMs: 1000, slotMs: 2500 };

type Listener = () => void;
const waiting: string[] = [];
const seen = new Set<string>();
let active: string[] = [];
const listeners = new Set<Listener>();
const emit = () => {
  for (const l of listeners) l();
};

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== "slow-2g";
}

export function enqueuePrefetch(href: string, schedule: (fn: () => void, ms: number) => void = setTimeout): void {
  if (seen.has(href)) return;
  seen.add(href);
  waiting.push(href);
  pump(schedule);
}

function pump(schedule: (fn: () => void, ms: number) => void) {
  let changed = false;
  while (active.length < PREFETCH.maxPending && waiting.length > 0) {
    const next = waiting.shift();
    if (!next) break;
    active = [...active, next];
    changed = true;
    schedule(() => {
      active = active.filter((h) => h !== next);
      emit();
      pump(schedule);
    }, PREFETCH.slotMs);
  }
  if (changed) emit();
}

export function subscribePrefetch(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const activePrefetches = () => active;
const none: string[] = [];
export const serverPrefetches = () => none;

/** For tests: forget everything queued. */
export function resetPrefetchQueue(): void {
  waiting.length = 0;
  seen.clear();
  active = [];
}
