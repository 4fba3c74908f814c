import type { Page } from "@playwright/test";

/**
 * What a visitor would call a broken layout at this width: the page scrolls sideways, or a
 * navigation link or menu button is cut off (outside the screen, or outside an ancestor that hides
 * its overflow). A row that scrolls sideways on purpose (overflow-x auto or scroll) may hold links
 * beyond its edges on a phone or a tablet (`strips`), as long as the row itself is on the screen;
 * on a desktop every navigation link must show without scrolling.
 * Only the inline axis counts: a tall page is not a broken one. Runs in the page, so it must not
 * close over anything.
 */
export function layoutProblems(page: Page, strips: boolean): Promise<string[]> {
  return page.evaluate((allowStrips) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    for (const link of document.querySelectorAll("nav a, nav summary")) {
      let box = link.getBoundingClientRect();
      // Not shown: a closed menu's links (content-visibility: hidden), or the other width's header.
      if (box.width === 0 || box.height === 0 || !link.checkVisibility({ visibilityProperty: true })) continue;
      const nav = link.closest("nav");
      const name = `"${(link.textContent ?? "").trim()}" in ${nav?.getAttribute("aria-label") ?? describe(nav ?? link)}`;
      let cut: string | null = null;
      for (let el = link.parentElement; el && el !== document.documentElement && !cut; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowX;
        if (overflow === "visible") continue;
        const frame = el.getBoundingClientRect();
        if (allowStrips && (overflow === "auto" || overflow === "scroll")) {
          // A deliberate strip: its links scroll into view, so the strip is what must be on screen.
          box = frame;
          continue;
        }
        if (box.left < frame.left - 1 || box.right > frame.right + 1) cut = `cut off by ${describe(el)}`;
      }
      if (!cut && (box.left < -1 || box.right > width + 1)) {
        cut = `outside the screen (${Math.round(box.left)} to ${Math.round(box.right)} of ${width} px)`;
      }
      if (cut) problems.push(`${name}: ${cut}`);
    }
    return problems;
  }, strips);
}
