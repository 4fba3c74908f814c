import type { Session } from "../../src/contracts/api/auth.ts";

/** The signed-in customer as the web app sees them (from GET /auth/session); null when signed out. */
export type Viewer = {
  name: Session["customer"]["name"];
  /** The account's first line, or "" when it holds none. */
  msisdn: Session["lines"][number]["msisdn"];
  unreadNotifications: Session["unreadNotifications"];
  /** The owner of a business account: myzain links to the company's lines, limits and bill. */
  managesBusiness?: boolean;
  /**
   * A business account's member: the account's own settings, saved cards and automatic payments
   * are its owner's to manage, so a member is not offered them.
   */
  member?: boolean;
};
