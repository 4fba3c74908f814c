import { createContext, useContext } from "react";

/**
 * The site stylesheet is inlined into each page's head rather than linked (decision 046): on a slow
 * network a linked stylesheet costs a round trip before anything paints. The server provides the text;
 * the browser never downloads it again, so on hydration and later renders the element keeps the text
 * the server wrote.
 */
export const SiteCssContext = createContext<string | null>(null);

const ELEMENT_ID = "site-css";
let fromDocument: string | undefined;

function cssInDocument(): string {
  fromDocument ??= document.getElementById(ELEMENT_ID)?.textContent ?? "";
  return fromDocument;
}

export function SiteStyles() {
  const css = useContext(SiteCssContext) ?? (typeof document === "undefined" ? "" : cssInDocument());
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet, hashed into the CSP
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
