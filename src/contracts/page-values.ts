/**
 * Plain values of the page content model (no zod, so pages can import them): where a person's
 * portrait and a report of the investor-relations page live.
 */

/** Portrait ids name files in public/images/people/ (`ceo` is /images/people/ceo.svg). */
export const PORTRAIT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const portraitSrc = (id: string) => `/images/people/${id}.svg`;
/** Every portrait is drawn on the same square, so the page can reserve its space. */
export const PORTRAIT_SIZE = 96;

/** The page whose reports are documents of their own, and where each one is served. */
export const REPORTS_PAGE = "about-us/investor-relations";
export const reportPath = (id: string) => `/${REPORTS_PAGE}/reports/${id}`;
