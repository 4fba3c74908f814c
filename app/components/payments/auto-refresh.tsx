import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Asks the server again every few seconds while a payment is being confirmed. With JavaScript the
 * page's data is fetched again in place (nothing jumps); without it a meta refresh inside
 * <noscript> reloads the page, so it updates itself either way.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const { revalidate } = useRevalidator();
  const every = Math.max(2, Math.round(seconds));
  useEffect(() => {
    const timer = window.setInterval(() => void revalidate(), every * 1000);
    return () => window.clearInterval(timer);
  }, [every, revalidate]);
  // A plain string, so React neither hoists the meta into <head> nor touches it when hydrating.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup around a whole number
  return <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${every}">` }} />;
}
