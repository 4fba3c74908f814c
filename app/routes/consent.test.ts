import { expect, test } from "vitest";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as consent from "./consent.tsx";

test("a consent post whose body is not a form forgets the choice and returns home, never a bare error", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const site = testRoutes(
      [
        { id: "root", path: "", module: asBuilt(root) },
        { id: "consent", path: "consent", parentId: "root", module: asBuilt(consent) },
      ],
      (request) => api.fetch(request),
    );
    for (const init of [
      { headers: { "Content-Type": "application/json" }, body: '{"choice":"granted"}' },
      { headers: { "Content-Type": "multipart/form-data; boundary=nope" }, body: "--other\r\n" },
      {},
    ]) {
      const res = await site("/consent", { method: "POST", ...init });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      expect(res.headers.get("set-cookie")).toMatch(/^consent=; Max-Age=0/);
    }
    const granted = await site("/consent", {
      method: "POST",
      body: new URLSearchParams({ choice: "granted", path: "/ar" }),
    });
    expect(granted.headers.get("location")).toBe("/ar");
    expect(granted.headers.get("set-cookie")).toMatch(/^consent=granted/);
  }));
