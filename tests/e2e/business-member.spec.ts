/**
 * A business account's member, end to end (issue 21, decision 074): the owner adds a person for
 * one of the company's lines; that person signs in with their own number and an SMS code, sees
 * only that line and none of the owner's pages; once removed, their session ends.
 */
import type { Page } from "@playwright/test";
import ku from "../../src/i18n/messages/ku/business.json" with { type: "json" };
import kuCommon from "../../src/i18n/messages/ku/common.json" with { type: "json" };
import kuProfile from "../../src/i18n/messages/ku/profile.json" with { type: "json" };
import { enterCode, submitNumber } from "./auth-helpers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

// Its own address for the SMS codes' per-client allowance.
test.use({ ...asClient(162), viewport: { width: 390, height: 844 } });

const OWNER = "07800000003";
const MEMBER = { name: "هاوژین کەریم", national: "07801000977", shown: "0780 100 0977" };
const GIVEN = "0780 000 0004";
const NOT_GIVEN = ["0780 000 0003", "0780 000 0005"];

const memberCard = (page: Page) => page.locator(".business-user").filter({ hasText: MEMBER.shown });

/** Removes the member when an earlier attempt left them on the account. */
async function removeMember(page: Page) {
  const card = memberCard(page);
  if ((await card.count()) === 0) return;
  await card.getByRole("button", { name: ku["business.remove"] }).click();
  await expect(page.getByRole("status").filter({ hasText: ku["business.removed"] })).toBeVisible();
}

test("ku: a member added by the owner signs in by SMS code and sees only the line given", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, OWNER);
  await page.goto("/ku/myzain/business");
  await removeMember(page);

  const form = page.locator(".business-invite-form");
  await form.getByLabel(ku["business.inviteName"]).fill(MEMBER.name);
  await form.getByLabel(ku["business.inviteNumber"]).fill(MEMBER.national);
  await form.getByLabel(GIVEN).check();
  await form.getByRole("button", { name: ku["business.inviteSend"] }).click();
  await expect(page.getByRole("status").filter({ hasText: MEMBER.name })).toBeVisible();
  await expect(memberCard(page)).toContainText(GIVEN);

  // The member, in a browser of their own.
  const context = await browser.newContext({ ...asClient(162), viewport: { width: 390, height: 844 } });
  const member = await context.newPage();
  await member.goto("/ku/registration/login?with=code");
  await submitNumber(member, MEMBER.national);
  await enterCode(member, request, MEMBER.national);
  await expect(member).toHaveURL(/\/ku\/myzain$/);
  await expect(member.locator(".session-name").first()).toHaveText(MEMBER.name);
  await expect(member.locator(".balance-line")).toContainText(GIVEN);
  // One line: no choice of line, and no link to the owner's pages.
  await expect(member.locator("#line-switcher")).toHaveCount(0);
  const actions = member.locator(".myzain-actions");
  await expect(actions.getByRole("link", { name: ku["business.title"] })).toHaveCount(0);
  await expect(actions.locator('a[href$="/myzain/autopay"]')).toHaveCount(0);
  for (const other of NOT_GIVEN) await expect(member.locator("main")).not.toContainText(other);
  await member.screenshot({ path: "/tmp/shots-business/ku-member-dashboard.png", fullPage: true });

  // Their settings: who they are and their devices, none of the account's forms (all the owner's).
  await member.goto("/ku/myzain/profile-and-settings");
  const me = member.locator("#profile-member");
  await expect(me.getByRole("heading")).toHaveText(kuProfile["profile.member.title"]);
  await expect(me).toContainText(MEMBER.name);
  await expect(me).toContainText("Tigris Field Services");
  await expect(member.locator("#profile-sessions")).toBeVisible();
  for (const owners of ["#profile-details", "#profile-password", "#profile-add-line", "#profile-paperless"])
    await expect(member.locator(owners)).toHaveCount(0);
  await member.screenshot({ path: "/tmp/shots-business/ku-member-profile.png" });

  // The owner's pages, typed in, answer a member 403 in their language with the way back to theirs.
  for (const path of ["/ku/myzain/business", "/ku/myzain/autopay"]) {
    const refused = await member.goto(path);
    expect(refused?.status()).toBe(403);
    await expect(member.locator("h1")).toHaveText(kuCommon["forbidden.title"]);
    for (const other of NOT_GIVEN) await expect(member.locator("main")).not.toContainText(other);
  }
  await member.screenshot({ path: "/tmp/shots-business/ku-member-refused.png", fullPage: true });
  await member.getByRole("link", { name: kuCommon["forbidden.myzain"] }).click();
  await expect(member).toHaveURL(/\/ku\/myzain$/);

  // Removed by the owner: the member's next page asks them to sign in again.
  await page.reload();
  await removeMember(page);
  await expect(memberCard(page)).toHaveCount(0);
  await member.goto("/ku/myzain");
  await expect(member).toHaveURL(/\/ku\/login\?redirect=/);
  await context.close();
});
