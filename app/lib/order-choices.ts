import { lineOfferingTypes } from "../../src/contracts/orders.ts";

/** Values the order pages and their server code share (a page must not import a .server module's values). */

/** How the customer may pay: online in full, cash on delivery, or a phone's deposit online and the rest on delivery. */
export const payChoices = ["online", "cash_on_delivery", "deposit"] as const;
export type PayChoice = (typeof payChoices)[number];

/** A phone option's radio value: storage and colour. */
export const choiceId = (c: { storageGb: number; colour: string }) => `${c.storageGb}:${c.colour}`;

/** Offering types that become a new line (the chooser lists these). */
const LINE_TYPES: ReadonlySet<string> = new Set(lineOfferingTypes);
export const isLineType = (type: string) => LINE_TYPES.has(type);
