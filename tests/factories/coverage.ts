import { randomBytes } from "node:crypto";
import type { CoverageLevel } from "../../src/contracts/coverage-values.ts";
import type { Db } from "../../src/db/client.server.ts";
import { saveCoverage } from "../../src/domain/places/coverage.ts";
import { savePlaces } from "../../src/domain/places/save-places.ts";

const district = [{ id: "centre", name: { en: "Centre", ar: "المركز", ku: "ناوەند" } }];

/**
 * A governorate of its own with two cities, Testabad (4G throughout) and Farville (4G in part, or
 * as told), their coverage checked on 2026-10-31; and a third city, Newtown, with no coverage yet.
 */
export async function makeCoveredPlace(
  db: Db,
  farville: { lte: CoverageLevel; umts: CoverageLevel } = { lte: "partial", umts: "full" },
) {
  const governorate = `test-gov-${randomBytes(4).toString("hex")}`;
  const city = (id: string, en: string, ar: string, ku: string) => ({
    id,
    name: { en, ar, ku },
    latitude: 33.3,
    longitude: 44.4,
    districts: district,
  });
  await savePlaces(db, {
    governorates: [
      {
        id: governorate,
        zone: "central",
        name: { en: "Testland", ar: "محافظة الاختبار", ku: "پارێزگای تاقیکردنەوە" },
        cities: [
          city("testabad", "Testabad", "تست آباد", "تێستاوا"),
          city("farville", "Farville", "المدينة البعيدة", "شاری دوور"),
          city("newtown", "Newtown", "المدينة الجديدة", "شاری نوێ"),
        ],
      },
    ],
  });
  await saveCoverage(db, {
    measuredOn: "2026-10-31",
    cities: [
      { governorate, city: "testabad", lte: "full", umts: "full" },
      { governorate, city: "farville", ...farville },
    ],
  });
  return { governorate };
}
