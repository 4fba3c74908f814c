import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useSectionNavigation } from "../lib/navigation.ts";
import type { LayoutProps } from "./layout-props.ts";
import { SectionNav } from "./section-nav.tsx";

/** A product-category page: the site header plus a sub-navigation of the category's pages. */
export function PostcatLayout({ children, viewer }: LayoutProps) {
  const { category } = useSectionNavigation();
  return (
    <>
      <SiteHeader viewer={viewer} />
      <SectionNav items={category} label="layout.postcat.nav" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
