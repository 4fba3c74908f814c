import { randomInt } from "node:crypto";

// No 0/1/I/L/O: a reference is read out on the phone. It starts with a letter so that the outbox,
// which blanks six-digit codes once sent, never mistakes it for one.
const LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ";
const SYMBOLS = `${LETTERS}23456789`;

/** A short reference a person can read out: `ZL-K7M2QX` for prefix "ZL". */
export const humanReference = (prefix: string) =>
  `${prefix}-${LETTERS[randomInt(LETTERS.length)]}${Array.from({ length: 5 }, () => SYMBOLS[randomInt(SYMBOLS.length)]).join("")}`;
