import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The site's disclosure menus: header groups, the phone menu, myzain's language on a phone. */
const OPEN_MENUS = ":is(details.nav-group, details.mobile-menu, details.language-menu)[open]";

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS)];

/**
 * What <details> cannot do alone (decision 067): Escape closes the innermost open menu and puts
 * focus back on its summary; a click outside closes the open ones; a navigation closes them all, so
 * the new page is not left under an open menu, and focus that was in a menu moves to the new page's
 * content (as the skip link does) rather than staying on a link that just disappeared.
 * Loaded after hydration with the other late behaviours: none of this is in the page's first script.
 */
export function MenuBehaviour() {
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openMenus();
      const active = document.activeElement;
      // Document order puts a nested menu after the one holding it: the last match is innermost.
      const menu = open.filter((details) => active && details.contains(active)).at(-1) ?? open.at(-1);
      if (!menu) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      for (const details of openMenus()) {
        if (!(target instanceof Node && details.contains(target))) details.open = false;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    // Not on the first render: a menu opened before this arrived stays as the visitor left it.
    if (key === firstKey.current) return;
    const active = document.activeElement;
    const open = openMenus();
    for (const details of open) details.open = false;
    if (active && open.some((details) => details.contains(active))) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [key]);

  return null;
}
