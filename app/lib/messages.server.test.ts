import { expect, test, vi } from "vitest";
import { createApiClient } from "../../src/client/api-client.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { clearMessageCache, loadMessages } from "./messages.server.ts";

test("when translations cannot be loaded, the failure is logged and the bundled catalogue is used", async () => {
  clearMessageCache();
  const api = createApiClient({
    baseUrl: "http://api.test/api/v1",
    apiKey: "k",
    locale: "ku",
    transport: async () => new Response("upstream down", { status: 503 }),
  });
  const log = vi.fn();
  expect(await loadMessages(api, "ku", log)).toBe(catalogue.ku);
  expect(log).toHaveBeenCalledWith("Error loading translations:", expect.objectContaining({ locale: "ku" }));
});

test("loaded messages are reused for a minute, then asked for again", async () => {
  clearMessageCache();
  const transport = vi.fn(async (request: Request) =>
    request.headers.get("if-none-match") === '"v1"'
      ? new Response(null, { status: 304 })
      : Response.json({ locale: "ar", messages: { "nav.menu": "القائمة" } }, { headers: { ETag: '"v1"' } }),
  );
  const api = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "ar", transport });
  const log = vi.fn();
  expect(await loadMessages(api, "ar", log, { now: 0 })).toEqual({ "nav.menu": "القائمة" });
  await loadMessages(api, "ar", log, { now: 30_000 });
  expect(transport).toHaveBeenCalledTimes(1);
  expect(await loadMessages(api, "ar", log, { now: 61_000 })).toEqual({ "nav.menu": "القائمة" });
  expect(transport).toHaveBeenCalledTimes(2);
  expect(transport.mock.calls[1]?.[0].headers.get("if-none-match")).toBe('"v1"');
  expect(log).not.toHaveBeenCalled();
});

test("a page rendered at a newer content version asks for the messages again at once", async () => {
  clearMessageCache();
  let etag = '"v1"';
  let text = "القائمة";
  const transport = vi.fn(async (request: Request) =>
    request.headers.get("if-none-match") === etag
      ? new Response(null, { status: 304 })
      : Response.json({ locale: "ar", messages: { "nav.menu": text } }, { headers: { ETag: etag } }),
  );
  const api = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "ar", transport });
  const log = vi.fn();
  expect(await loadMessages(api, "ar", log, { now: 0, version: 4 })).toEqual({ "nav.menu": "القائمة" });
  expect(await loadMessages(api, "ar", log, { now: 1_000, version: 4 })).toEqual({ "nav.menu": "القائمة" });
  expect(transport).toHaveBeenCalledTimes(1);
  // An editor changed the message: the content version moved, the minute has not passed.
  etag = '"v2"';
  text = "القائمة الرئيسية";
  expect(await loadMessages(api, "ar", log, { now: 2_000, version: 5 })).toEqual({ "nav.menu": "القائمة الرئيسية" });
  expect(transport).toHaveBeenCalledTimes(2);
});
