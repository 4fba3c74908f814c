/** What every payment page's route module shares: caching rules and when its data is fetched again. */

/** Pages with someone's payment or lines on them are never stored by a browser or a shared cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * A failed payment form is drawn again with a fresh signed key (the loaders run again after any
 * post, also one the API refused), so a key that expired never blocks the next try.
 */
export function revalidateAfterPost({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}
