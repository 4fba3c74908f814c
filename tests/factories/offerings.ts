import type { OfferingFile } from "../../src/contracts/catalogue.ts";

/** A roaming bundle for Turkey, on sale with no end; `overrides` change what a test is about. */
export const testOffering = (slug: string, overrides: Partial<OfferingFile> = {}): OfferingFile => ({
  slug,
  type: "roaming_bundle",
  priceIqd: 15000,
  validityDays: 7,
  allowances: { dataMb: 3072, onNetMinutes: null, offNetMinutes: 30, sms: null, apps: [] },
  audiences: ["prepaid", "postpaid"],
  countries: ["TR"],
  tags: [],
  sortOrder: 1,
  listed: true,
  sellableFrom: null,
  sellableTo: null,
  activationCode: null,
  fairUse: null,
  device: null,
  translations: {
    en: { name: "Turkey 3 GB", description: "Data and calls home while in Turkey." },
    ar: { name: "تركيا 3 غيغابايت", description: "إنترنت ومكالمات إلى العراق أثناء وجودك في تركيا." },
    ku: { name: "تورکیا 3 گیگابایت", description: "ئینتەرنێت و پەیوەندی بۆ عێراق لە کاتی بوونت لە تورکیا." },
  },
  ...overrides,
});
