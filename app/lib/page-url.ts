/**
 * The address of the page a request is for. Client navigations fetch a page's data from
 * `<path>.data` (the index of a folder from `<path>/_.data`, the root from `/_root.data`) with a
 * `_routes` parameter; loaders and guards must reason about the page, not that data address.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"/_.data".length) || "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

/** Path after the language prefix, without slashes at either end: "prepaid/new-sim", "" for home. */
export function restOfPath(pathname: string): string {
  return pathname.replace(/^\/[^/]*/, "").replace(/^\/+|\/+$/g, "");
}
