import { randomBytes } from "node:crypto";
import type { CareFormSetup } from "../../components/care/care-form.tsx";
import { ownLines } from "../payment-pages.server.ts";
import { type CareArgs, isSignedIn, mintTicketToken } from "./care-form.server.ts";

/**
 * What a care form needs when it is drawn: a fresh signed token (so the page is private, see
 * PRIVATE_HEADERS), whether the visitor is signed in and their lines, and, when the form takes a
 * screenshot and the customer is signed in, an upload token of its own (32 random bytes, as the
 * identity steps mint theirs).
 */
export async function careSetup(args: CareArgs, screenshot: boolean): Promise<CareFormSetup> {
  const signedIn = isSignedIn(args);
  const lines = signedIn ? (await ownLines(args)).filter((l) => l.status !== "terminated").map((l) => l.msisdn) : [];
  return {
    token: mintTicketToken(args),
    signedIn,
    lines,
    uploadToken: screenshot && signedIn ? randomBytes(32).toString("base64url") : null,
  };
}
