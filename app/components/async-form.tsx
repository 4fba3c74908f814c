import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { requestRevalidation } from "../lib/revalidation.ts";
import { showToast } from "../lib/toast-store.ts";

type Props = Omit<ComponentProps<"form">, "onSubmit" | "method" | "encType"> & {
  action: string;
  method?: "post" | "get";
  children: ReactNode;
};

/**
 * A form sent with fetch once JavaScript runs (a plain form before). While it is loading, further
 * submits are ignored and its submit buttons say "Loading..." with a spinner (spec section 5).
 * A failure is logged as "Error during form submission" and shown as a localized message.
 */
const BusyContext = createContext(false);

export function AsyncForm({ action, method = "post", children, ...rest }: Props) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    requestRevalidation();
  }, [busy]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget, submitter);
    fetcher.submit(data, { method, action }).catch((error: unknown) => {
      console.error("Error during form submission", error);
      showToast(t("form.submitError"));
    });
  };

  return (
    <fetcher.Form
      action={action}
      method={method}
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      {...rest}
    >
      <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
    </fetcher.Form>
  );
}

/** A submit button that shows the localized "Loading..." with a spinner while its form is busy. */
export function SubmitButton({ children, busy: busyProp, ...rest }: ComponentProps<"button"> & { busy?: boolean }) {
  const { t } = useI18n();
  const busy = useContext(BusyContext) || busyProp;
  return (
    <button type="submit" aria-busy={busy || undefined} {...rest}>
      {busy ? t("form.loading") : children}
    </button>
  );
}
