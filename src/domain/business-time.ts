/** Today in business time (Asia/Baghdad, no daylight saving), as YYYY-MM-DD: sales windows are dates there. */
export function baghdadToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(now);
}
