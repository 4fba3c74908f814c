const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*)\/>/g;
const ROUTER_CONTEXT = "<script>window.__reactRouterContext";
const ROUTER_BOOT = '<script type="module" async="">';

/** Marks that keep the router's start-up inert until the page has painted (read by BOOT_AFTER_PAINT). */
export const LATER_PRELOAD = "x-modulepreload";
export const LATER_MODULE = "x-module";

/**
 * Starts the router's scripts once the page is parsed and has painted its content: the preloads
 * get their real `rel` back, and the start-up module runs as a new module script with the same
 * text (so the same CSP hash allows it). It waits for the next frame and for the browser's
 * first-contentful-paint entry, whichever is later: on a busy phone a frame can go by before the
 * text is shown. The entry may never come (no paint timing, a tab in the background), so a short
 * wait after the frame stands in for it, and a timer for the frame itself.
 */
export const BOOT_AFTER_PAINT = `;(()=>{let done=false;const boot=()=>{if(done)return;done=true;for(const l of document.querySelectorAll('link[rel="${LATER_PRELOAD}"]'))l.rel="modulepreload";const inert=document.querySelector('script[type="${LATER_MODULE}"]');if(!inert)return;const s=document.createElement("script");s.type="module";s.textContent=inert.textContent;inert.replaceWith(s)};const painted=new Promise(r=>{try{const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:true})}catch{}});const later=()=>{requestAnimationFrame(()=>{Promise.race([painted,new Promise(r=>setTimeout(r,400))]).then(()=>setTimeout(boot,0))});setTimeout(boot,1500)};document.readyState==="loading"?addEventListener("DOMContentLoaded",later):later()})();`;

/**
 * The page paints before any of its JavaScript is asked for (decision 046). React hoists the
 * router's module preloads into the head, and the browser's preload scanner fetches preloads and
 * module imports as soon as it sees them, anywhere in the document: on a slow line the scripts
 * then compete with the page for it, and Lighthouse counts every request started before the
 * largest paint as part of that paint. So the preloads move to the end of the body with a `rel`
 * the browser ignores, the start-up module gets a type it does not run, and a few lines added to
 * the router's context script restore both after the first paint. React finds the preloads
 * anywhere in the document when it hydrates, so it does not add them again.
 */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  let rest = html.slice(headEnd);
  const context = rest.indexOf(ROUTER_CONTEXT);
  const boot = rest.indexOf(ROUTER_BOOT);
  if (context < 0 || boot < context) {
    // Not the router's usual ending: the preloads only move, still working as they are.
    const end = rest.lastIndexOf("</body>");
    if (preloads.length === 0 || end < 0) return html;
    return head.replace(MODULE_PRELOAD, "") + rest.slice(0, end) + preloads.join("") + rest.slice(end);
  }
  const later = preloads.map((link) => link.replace('rel="modulepreload"', `rel="${LATER_PRELOAD}"`));
  const contextEnd = rest.indexOf("</script>", context);
  rest =
    rest.slice(0, contextEnd) +
    BOOT_AFTER_PAINT +
    rest.slice(contextEnd, boot) +
    `<script type="${LATER_MODULE}">` +
    rest.slice(boot + ROUTER_BOOT.length);
  return head.replace(MODULE_PRELOAD, "") + rest.slice(0, context) + later.join("") + rest.slice(context);
}
