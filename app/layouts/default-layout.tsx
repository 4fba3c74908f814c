import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import type { LayoutProps } from "./layout-props.ts";

/** Marketing pages: full header with navigation, search, language and sign-in; full footer. */
export function DefaultLayout({ children, viewer }: LayoutProps) {
  return (
    <>
      <SiteHeader viewer={viewer} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
