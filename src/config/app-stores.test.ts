import { expect, test } from "vitest";
import { testConfig } from "../../tests/config.ts";
import { appStoreLinks, STORE_SEARCHES } from "./app-stores.ts";
import { loadConfig } from "./config.server.ts";
import { parseEnv } from "./env.server.ts";

const urls = {
  appStore: "https://apps.apple.com/iq/app/example/id1",
  googlePlay: "https://play.google.com/store/apps/details?id=iq.example",
  appGallery: "https://appgallery.huawei.com/app/C1",
};

test("a store's official badge is shown only when its file is in the badges folder; the others stay text links", () => {
  const links = appStoreLinks(urls, (file) => file === "google-play.svg");
  expect(links).toEqual([
    { store: "appStore", url: urls.appStore, badge: null },
    { store: "googlePlay", url: urls.googlePlay, badge: "/app-badges/google-play.svg" },
    { store: "appGallery", url: urls.appGallery, badge: null },
  ]);
  expect(appStoreLinks(urls, () => false).every((link) => link.badge === null)).toBe(true);
});

test("without configured listings a demo site links each store's search; with them, the listings", () => {
  expect(testConfig().appStores.links.map((link) => link.url)).toEqual(Object.values(STORE_SEARCHES));
  const configured = testConfig({
    APP_STORE_URL: urls.appStore,
    GOOGLE_PLAY_URL: urls.googlePlay,
    APPGALLERY_URL: urls.appGallery,
    APP_BADGES_DIR: "/nonexistent-badges",
  });
  expect(configured.appStores.links).toEqual([
    { store: "appStore", url: urls.appStore, badge: null },
    { store: "googlePlay", url: urls.googlePlay, badge: null },
    { store: "appGallery", url: urls.appGallery, badge: null },
  ]);
});

test("store addresses must be https, and production without demo mode must name all three", () => {
  expect(() => parseEnv({ GOOGLE_PLAY_URL: "http://play.google.com/store" })).toThrow(
    /GOOGLE_PLAY_URL: expected an https URL/,
  );
  const production = { NODE_ENV: "production", DATABASE_URL: "postgres://app@db/zain", PUBLIC_API_KEY: "web-key-123" };
  expect(() => loadConfig(production)).toThrow(/APPGALLERY_URL: required in production/);
  // An API-only process draws no pages, so it needs no store links.
  expect(() => parseEnv({ ...production, SERVER_ROLE: "api" })).not.toThrow(/APP_STORE_URL/);
});
