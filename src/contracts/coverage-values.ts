/**
 * Network coverage as plain values (no zod, so pages can import them): how far a technology
 * reaches in a city. `full`: the whole built-up area, indoors too; `partial`: the centre and main
 * roads, outdoors or near a window elsewhere; `none`: not yet in service there.
 */
export const coverageLevels = ["full", "partial", "none"] as const;
export type CoverageLevel = (typeof coverageLevels)[number];

/** The technologies a city's coverage is kept for: 4G (LTE) and 3G (UMTS). */
export const coverageTechnologies = ["lte", "umts"] as const;
export type CoverageTechnology = (typeof coverageTechnologies)[number];
