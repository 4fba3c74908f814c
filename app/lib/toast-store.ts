/** A tiny store for toasts so any component (or non-React code) can raise one. */
export type Toast = {
  id: number;
  message: string;
  action?: { label: string; run: () => void };
  autoHide: boolean;
  delayMs: number;
};

/** Spec section 9: animation on, auto-hide on, delay 5000 ms. */
export const TOAST_DEFAULTS = { autoHide: true, delayMs: 5000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(message: string, options: Partial<Omit<Toast, "id" | "message">> = {}): number {
  const toast: Toast = { id: nextId++, message, ...TOAST_DEFAULTS, ...options };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;
const empty: Toast[] = [];
export const getServerToasts = () => empty;
