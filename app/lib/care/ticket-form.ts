/**
 * The care forms' flat fields (what a plain HTML form posts) turned into the ticket API's input,
 * checked by the shared contract (src/contracts/tickets.ts) so that the page shows the same
 * messages the API would give, next to the field that has to change. Browser-safe: no server code.
 */
import type { z } from "zod";
import { ticketCreateSchema } from "../../../src/contracts/tickets.ts";
import { type FormText, messageKey } from "../form-text.ts";
import type { FormErrors } from "../forms.ts";

/** Which form a post came from: each builds its own ticket type. */
export type CareFormKind = "contact" | "fault" | "feedback" | "lead";

export type TicketParts = z.output<typeof parts>;
const parts = ticketCreateSchema.pick({ topic: true, details: true, text: true });

/** Baghdad has no summer time: a `datetime-local` value read as Baghdad time is this offset. */
const BAGHDAD_OFFSET = "+03:00";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** `2026-11-27T08:30` typed in a `datetime-local` field, as an ISO time with Baghdad's offset. */
export function baghdadIso(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${BAGHDAD_OFFSET}` : local;
}

/** Now, as a `datetime-local` value in Baghdad time (the field's default and its upper bound). */
export function baghdadLocalNow(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

/** Where a fault was seen: the browser's location when the visitor shared it, else the place typed. */
function placeOf(v: Record<string, unknown>) {
  if (str(v.lat) && str(v.lng)) return { lat: str(v.lat), lng: str(v.lng) };
  const place: Record<string, string> = { governorate: str(v.governorate) };
  if (str(v.city)) place.city = str(v.city);
  if (str(v.area)) place.area = str(v.area);
  return place;
}

function detailsOf(kind: CareFormKind, v: Record<string, unknown>) {
  switch (kind) {
    case "contact":
      return { type: str(v.type) === "complaint" ? "complaint" : "question" };
    case "feedback":
      return { type: "feedback", rating: str(v.rating) || undefined };
    case "fault":
      return {
        type: "fault_report",
        kind: str(v.faultKind),
        place: placeOf(v),
        happenedAt: baghdadIso(str(v.happenedAt)),
      };
    case "lead":
      return {
        type: "business_lead",
        company: str(v.company),
        size: str(v.size),
        need: str(v.need),
        city: str(v.city),
        contactName: str(v.contactName),
      };
  }
}

/** The form field an issue belongs to: `details.place.governorate` is the governorate select. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head !== "details") return head ?? "form";
  if (second === "kind") return "faultKind";
  if (second === "place") return third === "lat" || third === "lng" ? "location" : (third ?? "governorate");
  return second ?? "form";
}

/** The union of places says only "invalid": name what is missing instead. */
function placeMessage(v: Record<string, unknown>): FormText {
  return str(v.lat) ? messageKey("validation.care.location") : messageKey("validation.care.governorate");
}

/** The ticket's topic, details and text from a posted form, or the messages to show by field. */
export function readTicketForm(
  kind: CareFormKind,
  v: Record<string, unknown>,
  now = new Date(),
): { data: TicketParts } | { errors: FormErrors } {
  const topic = kind === "lead" ? "business" : kind === "fault" ? "network" : str(v.topic);
  const text = str(v.text);
  const result = parts.safeParse({ topic, details: detailsOf(kind, v), text });
  const fields: Record<string, FormText> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      const union = issue.code === "invalid_union";
      fields[field] ??= union ? placeMessage(v) : messageKey(issue.message);
    }
  }
  if (kind === "fault" && Date.parse(baghdadIso(str(v.happenedAt))) > now.getTime() + 5 * 60_000) {
    fields.happenedAt ??= messageKey("care.form.happenedFuture");
  }
  if (!result.success || Object.keys(fields).length > 0) return { errors: { fields } };
  return { data: result.data };
}
