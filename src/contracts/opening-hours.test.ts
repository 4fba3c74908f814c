import { expect, test } from "vitest";
import { nextOpeningChange, openingState, type WeekOpenings } from "./opening-hours.ts";
import { weekHours } from "./places.ts";

const day = [{ opens: "09:00", closes: "21:00" }];
/** Saturday to Thursday 09:00–21:00, Friday afternoon only. */
const usual: WeekOpenings = {
  saturday: day,
  sunday: day,
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: [{ opens: "14:00", closes: "21:00" }],
};
/** A dealer open late: 16:00 to 01:30 the next morning, Friday to 02:00 (Saturday morning). */
const evening = [{ opens: "16:00", closes: "25:30" }];
const late: WeekOpenings = {
  saturday: evening,
  sunday: evening,
  monday: evening,
  tuesday: evening,
  wednesday: evening,
  thursday: evening,
  friday: [{ opens: "16:00", closes: "26:00" }],
};

/** An instant given in Baghdad's clock (UTC+3, no daylight saving): 2026-11-27 is a Friday. */
const baghdad = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

test("Friday's own hours apply on Friday in Baghdad, whatever the server's clock zone", () => {
  // 10:00 UTC is 13:00 in Baghdad: before Friday's 14:00 opening.
  expect(openingState(usual, new Date("2026-11-27T10:00:00Z"))).toEqual({
    open: false,
    opens: { day: "friday", time: "14:00", daysAhead: 0 },
    minutesToChange: 60,
  });
  expect(openingState(usual, baghdad("2026-11-27T14:00"))).toMatchObject({ open: true, closes: "21:00" });
  // Thursday 20:59 open; 21:00 closed until Friday 14:00, "tomorrow".
  expect(openingState(usual, baghdad("2026-11-26T20:59"))).toMatchObject({ open: true, minutesToChange: 1 });
  expect(openingState(usual, baghdad("2026-11-26T21:00"))).toMatchObject({
    open: false,
    opens: { day: "friday", time: "14:00", daysAhead: 1 },
  });
});

test("an opening past midnight is open after midnight on the next day, Friday's into Saturday", () => {
  // Sunday 00:30 belongs to Saturday's 16:00–01:30.
  expect(openingState(late, baghdad("2026-11-29T00:30"))).toEqual({ open: true, closes: "01:30", minutesToChange: 60 });
  expect(openingState(late, baghdad("2026-11-29T01:30"))).toMatchObject({
    open: false,
    opens: { day: "sunday", time: "16:00", daysAhead: 0 },
  });
  // Saturday 01:45 (the start of the Iraqi week) is still Friday's 16:00–02:00.
  expect(openingState(late, baghdad("2026-11-28T01:45"))).toMatchObject({ open: true, closes: "02:00" });
  expect(openingState(late, baghdad("2026-11-28T02:00"))).toMatchObject({ open: false });
});

test("a store closed for days opens on the named day; one that never opens says so", () => {
  const weekendOnly = { ...usual, sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [] };
  expect(openingState(weekendOnly, baghdad("2026-11-29T12:00"))).toMatchObject({
    open: false,
    opens: { day: "friday", time: "14:00", daysAhead: 5 },
  });
  const never: WeekOpenings = { ...weekendOnly, saturday: [], friday: [] };
  expect(openingState(never, baghdad("2026-11-29T12:00"))).toEqual({ open: false, opens: null, minutesToChange: null });
});

test("the next change among several stores is the earliest opening or closing", () => {
  const now = baghdad("2026-11-29T15:10");
  // The late dealer opens at 16:00, before the usual store closes at 21:00.
  expect(nextOpeningChange([{ hours: usual }, { hours: late }], now)).toEqual(baghdad("2026-11-29T16:00"));
  expect(nextOpeningChange([], now)).toBeNull();
});

test("hours past midnight are accepted, but not past six or later than the next day's opening", () => {
  expect(weekHours.safeParse(late).success).toBe(true);
  const tooLate = { ...usual, monday: [{ opens: "16:00", closes: "30:00" }] };
  expect(weekHours.safeParse(tooLate).success).toBe(false);
  const overlapsTuesday = {
    ...usual,
    monday: [{ opens: "16:00", closes: "29:30" }],
    tuesday: [{ opens: "05:00", closes: "12:00" }],
  };
  expect(weekHours.safeParse(overlapsTuesday).error?.issues.map((i) => i.path.join("."))).toEqual(["monday"]);
});
