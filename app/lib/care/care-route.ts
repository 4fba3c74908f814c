/**
 * What the care pages' route modules share. Their forms carry a per-visitor signed token, so the
 * pages are never stored by a browser or a shared cache; and after any post (also one the API
 * refused) the loader runs again, so the form is drawn with a fresh token.
 */
export const CARE_HEADERS = { "Cache-Control": "private, no-store" };

export function redrawAfterPost({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}
