import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { addressSchema, fulfilments, orderPaymentMethods, simKinds } from "../../src/contracts/orders.ts";
import { readCookie } from "../../src/lib/cookies.ts";
import { webEnvContext } from "../context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

export const ORDER_DRAFT_COOKIE = "order_draft";
/** Long enough to photograph a card and wait for a code; the number itself is held only once placed. */
export const ORDER_DRAFT_SECONDS = 2 * 60 * 60;

const item = z.discriminatedUnion("type", [
  z.object({ type: z.literal("new_line"), offering: z.string(), sim: z.enum(simKinds), msisdn: z.string().optional() }),
  z.object({
    type: z.literal("device"),
    offering: z.string(),
    storageGb: z.number().int(),
    colour: z.string(),
    deposit: z.boolean(),
  }),
]);

const draftSchema = z.object({
  /** What is being ordered; a new line's number is chosen on the first step. */
  items: z.array(item).max(3),
  fulfilment: z.enum(fulfilments).optional(),
  address: addressSchema.optional(),
  storeId: z.string().optional(),
  /** Minted when the draft starts: the page's upload token (tus) and the order's idempotency key. */
  uploadToken: z.string(),
  placeKey: z.string(),
  /** Finished uploads of the identity check, by field. */
  photos: z.object({ front: z.string(), back: z.string(), selfie: z.string() }).partial().default({}),
  identity: z.object({ fullName: z.string(), dateOfBirth: z.string(), nationalId: z.string() }).optional(),
  customerName: z.string().optional(),
  contact: z.string().optional(),
  contactFlowId: z.string().optional(),
  contactTicket: z.string().optional(),
  contactOwnLine: z.boolean().optional(),
  paymentMethod: z.enum(orderPaymentMethods).optional(),
  /** The order this browser placed last: what tracking, paying again and new photos need. */
  placed: z.object({ reference: z.string(), accessToken: z.string(), contact: z.string() }).optional(),
  /**
   * Showing an eSIM's code (order/esim): the order and contact it is for, the SMS code's flow and,
   * once the code was right, the contact ticket the code is fetched with. Never in an address.
   */
  esim: z
    .object({
      reference: z.string(),
      contact: z.string(),
      /** The contact as the order shows it (0750 ••• ••21), for "we sent a code to …". */
      masked: z.string(),
      flowId: z.string().optional(),
      ticket: z.string().optional(),
    })
    .optional(),
});

export type OrderDraft = z.output<typeof draftSchema>;
export type OrderDraftItem = z.output<typeof item>;

/** A new draft for these items, with its own upload token and idempotency key. */
export function newOrderDraft(items: OrderDraftItem[], placed?: OrderDraft["placed"]): OrderDraft {
  return {
    items,
    uploadToken: randomBytes(32).toString("base64url"),
    placeKey: randomBytes(16).toString("hex"),
    photos: {},
    placed,
  };
}

/**
 * The order being put together, or null. It holds a name, a birth date and a card number, so it is
 * encrypted (AES-256-GCM, a key derived from the web server's cookie secret) as well as HttpOnly:
 * nothing of it is readable on the device or in a proxy's log, and a changed byte is refused.
 */
export function readOrderDraft(context: ContextReader, request: Request): OrderDraft | null {
  const raw = readCookie(request.headers.get("cookie"), ORDER_DRAFT_COOKIE);
  if (!raw) return null;
  try {
    const bytes = Buffer.from(raw, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(context), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    const draft = draftSchema.safeParse(JSON.parse(json));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header that keeps `draft` (or, for null, forgets it). */
export function orderDraftCookie(context: ContextReader, draft: OrderDraft | null): string {
  const env = context.get(webEnvContext);
  const secure = env.secureCookies ? "; Secure" : "";
  // Lax, not Strict: the payment gateway sends the visitor back with a top-level GET.
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure}`;
  if (!draft) return `${ORDER_DRAFT_COOKIE}=; Max-Age=0; ${attributes}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(context), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(draft), "utf8"), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  return `${ORDER_DRAFT_COOKIE}=${value}; Max-Age=${ORDER_DRAFT_SECONDS}; ${attributes}`;
}

function keyOf(context: ContextReader): Buffer {
  return createHmac("sha256", context.get(webEnvContext).cookieSecret).update("order-draft").digest();
}
