// Shared by the API and the web app: both must agree on what day it is.
/** Today in business time (Asia/Baghdad, no daylight saving), as YYYY-MM-DD: sales windows are dates there. */
export function baghdadToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(now);
}
