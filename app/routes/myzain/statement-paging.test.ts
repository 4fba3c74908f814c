import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { manyLedgerEntries } from "../../../tests/factories/money.ts";
import { asBuilt, sessionToken, testRoutes } from "../../../tests/web-pages.ts";
import * as root from "../../root.tsx";
import * as layout from "../locale-layout.tsx";
import * as statementPage from "./statement.tsx";

test("a long statement shows 100 entries and an Older link to the other 30", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const customer = await makeCustomer(db);
    // 130 movements over the last few days, two to an instant.
    await manyLedgerEntries(db, customer.line.id, 130);
    const cookie = {
      headers: { Cookie: `auth_token=${encodeURIComponent(await sessionToken(api, customer.msisdn))}` },
    };
    const page = testRoutes(
      [
        { id: "root", path: "", module: asBuilt(root) },
        { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
        {
          id: "routes/myzain/statement",
          path: "myzain/statement",
          parentId: "routes/locale-layout",
          module: asBuilt(statementPage),
        },
      ],
      (request) => api.fetch(request),
    );
    const rowsOf = (html: string) => [...html.matchAll(/<tr[^>]*data-kind="adjustment"[^>]*>/g)].length;
    const older = `>${translate("en", "statement.older")}</a>`;

    const first = await (await page("/en/myzain/statement", cookie)).text();
    expect(rowsOf(first)).toBe(100);
    expect(first).toContain(older);
    const next = first.match(/href="(\/en\/myzain\/statement\?[^"]*before=\d+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(next).toBeDefined();

    const second = await (await page(next ?? "", cookie)).text();
    expect(rowsOf(second)).toBe(30);
    expect(second).not.toContain(older);
  }));
