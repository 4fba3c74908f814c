/** Path of a Chromium or Chrome executable on this machine, if one is found. */
export function findChromium(): string | undefined;
