import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from "react";
import { useI18n } from "../lib/i18n.tsx";
import { requestRevalidation } from "../lib/revalidation.ts";
import { showToast } from "../lib/toast-store.ts";

type Props = Omit<ComponentProps<"form">, "onSubmit" | "method" | "encType"> & {
  action: string;
  children: ReactNode;
  /** Called with what was sent once the server accepted it (a success or a redirect). */
  onDone?: (sent: FormData) => void;
};

const BusyContext = createContext(false);

/**
 * A form that posts with fetch once JavaScript runs, and as a plain form before. While it is
 * loading, further submits are ignored and its submit buttons say "Loading..." with a spinner
 * (spec section 5). A failure is logged as "Error during form submission" and the visitor sees a
 * localized message, never the server's text. Success refreshes the page's data (debounced).
 */
export function AsyncForm({ action, children, onDone, ...rest }: Props) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const sent = new FormData(event.currentTarget, submitter);
    try {
      const response = await fetch(action, {
        method: "POST",
        body: sent,
        redirect: "manual",
        credentials: "same-origin",
      });
      if (!response.ok && response.type !== "opaqueredirect") throw new Error(`HTTP ${response.status}`);
      onDone?.(sent);
      requestRevalidation();
    } catch (error) {
      console.error("Error during form submission", error);
      showToast(t("form.submitError"));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form action={action} method="post" onSubmit={onSubmit} aria-busy={busy || undefined} {...rest}>
      <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
    </form>
  );
}

/**
 * A submit button that says the localized "Loading..." with a spinner while its form is busy:
 * inside an AsyncForm it knows by itself; a router form passes `busy` from its navigation state.
 */
export function SubmitButton({
  children,
  busy: sending = false,
  ...rest
}: ComponentProps<"button"> & { busy?: boolean }) {
  const { t } = useI18n();
  const busy = useContext(BusyContext) || sending;
  return (
    <button type="submit" aria-busy={busy || undefined} aria-disabled={busy || undefined} {...rest}>
      {busy ? t("form.loading") : children}
    </button>
  );
}
