import type { AppStoreLink } from "./app-stores.ts";
import type { Config } from "./config.server.ts";

/** The only configuration that may reach the browser. Secrets never appear here. */
export type PublicConfig = {
  apiBaseUrl: string;
  apiKey: string;
  origin: string;
  demoMode: boolean;
  brand: Config["brand"];
  gtm: { enabled: boolean; id: string | null };
  /** The store locator's tile server, if the operator set one (the map's tiles come from there). */
  maps: { tileUrl: string | null; attribution: string | null };
  /** The app's store listings, each with the store's official badge when the operator supplied it. */
  appStores: AppStoreLink[];
  auth: {
    mobilePrefixes: string[];
    signupEnabled: boolean;
    refreshEnabled: boolean;
    refreshIntervalMs: number;
    tokenPath: string;
  };
  /** Job applications: the CV size limit (checked in the browser before upload) and how long they are kept. */
  careers: { cvMaxBytes: number; retentionDays: number };
  /** Identity-document images: the largest accepted (the browser checks before uploading). */
  uploads: { maxBytes: number };
  /** How an order may be paid: the deposit share (device campaigns) and where cash on delivery is offered. */
  orders: { depositPercent: number; cashOnDelivery: Config["orders"]["cashOnDelivery"] };
};

export function toPublicConfig(config: Config): PublicConfig {
  return {
    // Browsers only talk to their own origin; the web server answers or forwards /api/v1.
    apiBaseUrl: "/api/v1",
    apiKey: config.api.publicKey,
    origin: config.server.publicOrigin,
    demoMode: config.demoMode,
    brand: config.brand,
    gtm: { enabled: config.gtm.enabled, id: config.gtm.enabled ? (config.gtm.id ?? null) : null },
    maps: { tileUrl: config.maps.tileUrl, attribution: config.maps.tileAttribution },
    appStores: config.appStores.links,
    auth: {
      mobilePrefixes: config.auth.mobilePrefixes,
      signupEnabled: config.auth.signupEnabled,
      refreshEnabled: config.auth.refreshEnabled,
      refreshIntervalMs: config.auth.refreshIntervalMs,
      tokenPath: config.auth.tokenPath,
    },
    careers: { cvMaxBytes: config.careers.cvMaxBytes, retentionDays: config.careers.retentionDays },
    uploads: { maxBytes: config.files.uploadMaxBytes },
    orders: { depositPercent: config.orders.depositPercent, cashOnDelivery: config.orders.cashOnDelivery },
  };
}
