import type { CampaignFile } from "../../src/contracts/campaign.ts";
import type { OfferingFile } from "../../src/contracts/catalogue.ts";
import type { Db } from "../../src/db/client.server.ts";
import { CAMPAIGN_PREFIX, saveCampaign } from "../../src/domain/campaigns/campaigns.ts";
import { saveOffering } from "../../src/domain/catalogue/offerings.ts";
import { savePage } from "../../src/domain/pages/pages.ts";

const names = { en: "Test Phone X", ar: "هاتف الاختبار إكس", ku: "مۆبایلی تاقیکردنەوە ئێکس" };

/** A device in the catalogue: 128 GB in stock (black, white), 256 GB out of stock (black). */
export const deviceOffering = (slug: string, overrides: Partial<OfferingFile> = {}): OfferingFile => ({
  slug,
  type: "device",
  priceIqd: 500000,
  validityDays: null,
  allowances: { dataMb: null, onNetMinutes: null, offNetMinutes: null, sms: null, apps: [] },
  audiences: ["prepaid", "postpaid"],
  countries: [],
  tags: [],
  sortOrder: 1,
  listed: true,
  sellableFrom: null,
  sellableTo: null,
  activationCode: null,
  fairUse: null,
  device: {
    brand: "Testco",
    model: "X",
    options: [
      { storageGb: 128, colours: ["black", "white"], priceIqd: 500000, inStock: true },
      { storageGb: 256, colours: ["black"], priceIqd: 600000, inStock: false },
    ],
    preorder: null,
  },
  translations: {
    en: { name: names.en, description: "A phone used by the tests, with two storage sizes." },
    ar: { name: names.ar, description: "هاتف تستخدمه الاختبارات، بسعتين للتخزين." },
    ku: { name: names.ku, description: "مۆبایلێک کە تاقیکردنەوەکان بەکاری دەهێنن، بە دوو قەبارەی بیرگە." },
  },
  ...overrides,
});

const terms = {
  en: ["First test term, long enough.", "Second test term, long enough."],
  ar: ["الشرط الأول للاختبار، طويل بما يكفي.", "الشرط الثاني للاختبار، طويل بما يكفي."],
  ku: ["یەکەم مەرجی تاقیکردنەوە، بەسە درێژە.", "دووەم مەرجی تاقیکردنەوە، بەسە درێژە."],
};

/** A campaign page with its record; the page title is "<slug> title" in each language. */
export async function makeCampaign(db: Db, slug: string, campaign: Partial<CampaignFile> = {}) {
  const translation = (locale: string) => ({
    title: `${slug} title ${locale}`,
    description: "A campaign page created by a test, with a description long enough to pass.",
    blocks: [{ type: "hero" as const, title: `${slug} headline ${locale}` }],
  });
  await savePage(
    { db },
    {
      slug: `${CAMPAIGN_PREFIX}${slug}`,
      layout: "default",
      translations: { en: translation("en"), ar: translation("ar"), ku: translation("ku") },
    },
  );
  await saveCampaign(db, slug, {
    kind: "offers",
    startsOn: "2026-01-01",
    endsOn: null,
    successor: null,
    offerings: [],
    terms,
    ...campaign,
  });
}

/** A running device campaign featuring one fresh device; returns the device's slug. */
export async function makeDeviceCampaign(db: Db, slug: string, campaign: Partial<CampaignFile> = {}) {
  const device = `${slug}-phone`;
  await saveOffering(db, deviceOffering(device));
  await makeCampaign(db, slug, { kind: "device", offerings: [device], ...campaign });
  return device;
}
