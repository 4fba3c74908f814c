import { expect, test } from "vitest";
import { ticketCreateSchema } from "../../../src/contracts/tickets.ts";
import { baghdadIso, baghdadLocalNow, readTicketForm } from "./ticket-form.ts";

const now = new Date("2026-11-27T06:00:00Z");

test("a fault report typed in the form is a ticket the API's own schema accepts, its time read as Baghdad time", () => {
  const read = readTicketForm(
    "fault",
    {
      faultKind: "slow_data",
      governorate: "erbil",
      area: "Ankawa",
      happenedAt: "2026-11-27T08:30",
      text: "Very slow.",
    },
    now,
  );
  if (!("data" in read)) throw new Error(JSON.stringify(read.errors));
  expect(read.data.details).toEqual({
    type: "fault_report",
    kind: "slow_data",
    place: { governorate: "erbil", area: "Ankawa" },
    happenedAt: "2026-11-27T08:30:00+03:00",
  });
  expect(ticketCreateSchema.safeParse({ ...read.data, screenshots: [] }).success).toBe(true);
});

test("the browser's location wins over the typed place, and a location outside Iraq is refused by the location", () => {
  const base = { faultKind: "no_signal", happenedAt: "2026-11-27T08:30", text: "No signal at all." };
  const inIraq = readTicketForm("fault", { ...base, lat: "33.31", lng: "44.36", governorate: "basra" }, now);
  expect("data" in inIraq && inIraq.data.details).toMatchObject({ place: { lat: 33.31, lng: 44.36 } });
  const abroad = readTicketForm("fault", { ...base, lat: "51.5", lng: "-0.12" }, now);
  expect("errors" in abroad && abroad.errors.fields.location).toEqual({ key: "validation.care.location" });
});

test("each missing field is named by the form's own field, with the shared contract's message", () => {
  const lead = readTicketForm("lead", { company: "", size: "huge", need: "trial", city: "Basra", text: "" }, now);
  if (!("errors" in lead)) throw new Error("an empty lead was accepted");
  expect(lead.errors.fields).toMatchObject({
    company: { key: "validation.care.company" },
    size: { key: "validation.care.size" },
    contactName: { key: "validation.care.contactName" },
    text: { key: "validation.care.text" },
  });
  const fault = readTicketForm("fault", { happenedAt: "", text: "Calls drop." }, now);
  if (!("errors" in fault)) throw new Error("a fault without a place was accepted");
  expect(fault.errors.fields).toMatchObject({
    faultKind: { key: "validation.care.faultKind" },
    governorate: { key: "validation.care.governorate" },
    happenedAt: { key: "validation.care.happenedAt" },
  });
});

test("a fault in the future and a rating off the scale are refused", () => {
  const later = readTicketForm(
    "fault",
    { faultKind: "dropped_calls", governorate: "baghdad", happenedAt: "2026-11-27T12:00", text: "Drops." },
    now,
  );
  expect("errors" in later && later.errors.fields.happenedAt).toEqual({ key: "care.form.happenedFuture" });
  const rating = readTicketForm("feedback", { rating: "7", topic: "network", text: "Great coverage." }, now);
  expect("errors" in rating && rating.errors.fields.rating).toEqual({ key: "validation.care.rating" });
  const contact = readTicketForm("contact", { type: "complaint", topic: "billing", text: "Charged twice." }, now);
  expect("data" in contact && contact.data.details).toEqual({ type: "complaint" });
});

test("Baghdad's local time is UTC+3 all year", () => {
  expect(baghdadLocalNow(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-02T00:30");
  expect(Date.parse(baghdadIso("2026-07-02T00:30"))).toBe(Date.parse("2026-07-01T21:30:00Z"));
});
