/**
 * Where the operator's app is listed (App Store, Google Play, AppGallery), and whether the
 * stores' official badges may be shown. The stores' badge artwork may not be redrawn, so the
 * site shows a badge only when the operator has put the store's own file in APP_BADGES_DIR;
 * otherwise a plain text link (decision 065).
 */
export const appStoreIds = ["appStore", "googlePlay", "appGallery"] as const;
export type AppStoreId = (typeof appStoreIds)[number];

/** The file each store's badge is read from, in APP_BADGES_DIR. */
export const BADGE_FILES: Record<AppStoreId, string> = {
  appStore: "app-store.svg",
  googlePlay: "google-play.svg",
  appGallery: "appgallery.svg",
};

/** Where the server serves the badges found in APP_BADGES_DIR. */
export const BADGE_PATH = "/app-badges/";

/**
 * Demo and staging defaults: each store's search for the app. Production must name the listings
 * themselves (APP_STORE_URL, GOOGLE_PLAY_URL, APPGALLERY_URL), as a search can show look-alikes.
 */
export const STORE_SEARCHES: Record<AppStoreId, string> = {
  appStore: "https://apps.apple.com/iq/search?term=Zain%20Iraq",
  googlePlay: "https://play.google.com/store/search?q=Zain%20Iraq&c=apps",
  appGallery: "https://appgallery.huawei.com/search/Zain%20Iraq",
};

export type AppStoreLink = { store: AppStoreId; url: string; badge: string | null };

/** Each store's link, with its badge's address when the operator supplied the badge file. */
export function appStoreLinks(urls: Record<AppStoreId, string>, hasBadge: (file: string) => boolean): AppStoreLink[] {
  return appStoreIds.map((store) => ({
    store,
    url: urls[store],
    badge: hasBadge(BADGE_FILES[store]) ? `${BADGE_PATH}${BADGE_FILES[store]}` : null,
  }));
}
