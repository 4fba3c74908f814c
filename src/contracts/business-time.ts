// Shared by the API and the web app: both must agree on what day it is.
// Built once: constructing an Intl formatter costs far more than formatting with it.
const baghdadDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" });

/** Today in business time (Asia/Baghdad, no daylight saving), as YYYY-MM-DD: sales windows are dates there. */
export function baghdadToday(now: Date = new Date()): string {
  return baghdadDay.format(now);
}
