import { useEffect, useSyncExternalStore } from "react";
import { useI18n } from "../lib/i18n.tsx";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type Toast } from "../lib/toast-store.ts";
import { Icon } from "./icon.tsx";

/** Toasts are announced politely to screen readers and hide after their delay unless told not to. */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <section className="toasts" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  useEffect(() => {
    if (!toast.autoHide) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.delayMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast" role="status">
      <p>{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            toast.action?.run();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="toast-close"
        aria-label={t("toast.close")}
        onClick={() => dismissToast(toast.id)}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
