import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type WebEnv, webEnvContext } from "../context.ts";
import { newOrderDraft, ORDER_DRAFT_COOKIE, orderDraftCookie, readOrderDraft } from "./order-draft.server.ts";

function contextWith(cookieSecret: string) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, { cookieSecret, secureCookies: true } as WebEnv);
  return context;
}
const requestWith = (setCookie: string) =>
  new Request("http://localhost/en/order", { headers: { cookie: setCookie.split(";")[0] ?? "" } });

describe("the order draft cookie", () => {
  const draft = {
    ...newOrderDraft([{ type: "new_line", offering: "prepaid-sim", sim: "esim", msisdn: "07801234567" }]),
    identity: { fullName: "Layla Hassan", dateOfBirth: "1990-01-02", nationalId: "199012345678" },
  };

  it("comes back as it was written, HttpOnly, Lax and Secure", () => {
    const context = contextWith("secret-one");
    const cookie = orderDraftCookie(context, draft);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(readOrderDraft(context, requestWith(cookie))).toEqual(draft);
  });

  it("keeps the card number and name unreadable on the device", () => {
    const cookie = orderDraftCookie(contextWith("secret-one"), draft);
    const value = Buffer.from(cookie.split(";")[0]?.split("=")[1] ?? "", "base64url").toString("latin1");
    expect(value).not.toContain("199012345678");
    expect(value).not.toContain("Layla");
  });

  it("refuses a changed byte or another server's cookie", () => {
    const cookie = orderDraftCookie(contextWith("secret-one"), draft);
    expect(readOrderDraft(contextWith("secret-two"), requestWith(cookie))).toBeNull();
    const [name, value = ""] = (cookie.split(";")[0] ?? "").split("=");
    const flipped = `${value.slice(0, 40)}${value[40] === "A" ? "B" : "A"}${value.slice(41)}`;
    expect(readOrderDraft(contextWith("secret-one"), requestWith(`${name}=${flipped}`))).toBeNull();
  });

  it("is forgotten with Max-Age 0", () => {
    expect(orderDraftCookie(contextWith("s"), null)).toMatch(new RegExp(`^${ORDER_DRAFT_COOKIE}=; Max-Age=0`));
  });

  it("each draft has its own upload token and idempotency key", () => {
    const other = newOrderDraft([]);
    expect(other.uploadToken).not.toBe(draft.uploadToken);
    expect(other.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other.placeKey).not.toBe(draft.placeKey);
  });
});
