/**
 * What counts as a "buy" link for the order-link crawl (order-links.spec.ts); extend these lists
 * when a page gains new wording or a new way to buy.
 */

/** Link names that ask to buy, per language: the words the messages and content records use. */
export const BUY_LINK_PATTERNS: Record<"en" | "ar" | "ku", RegExp[]> = {
  en: [/^buy\b/i, /^order\b/i, /^pre-order\b/i, /^get (it|a new sim|a sim)\b/i],
  ar: [/^اشترِ?/, /^اطلب(?! أن)/, /^احصل على شريحة/],
  ku: [
    /^بیکڕە/,
    /^بکڕە/,
    /^داوای بکە/,
    /^داوا بکە/,
    /^بە ئۆنلاین (پێشوەختە )?داوای بکە/,
    /^سیمکارت(ی|ێکی)? نوێ وەربگرە/,
  ],
};

/** Hrefs that mean "buy this SIM, plan or phone", whatever the link says. */
export const ORDER_HREF_PATTERNS: RegExp[] = [/\/ekyc\/step-1\b/, /[?&]offering=/, /\/myzain\/hot-bundles\?.*offer=/];
