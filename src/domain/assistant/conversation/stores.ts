/**
 * "Where is the nearest store?": the three nearest open stores with their phone, today's hours and
 * a directions link, from the browser's location or a governorate or city named in the message
 * (asked for when neither came). The store search is the locator's own (`nearestStores`).
 */
import { asc } from "drizzle-orm";
import { clockText, openingState } from "../../../contracts/opening-hours.ts";
import { baghdadWeekday, directionsUrl } from "../../../contracts/place-values.ts";
import type { Db } from "../../../db/client.server.ts";
import { cities, governorates } from "../../../db/schema/index.ts";
import { nearestStores } from "../../places/nearest-stores.ts";
import { normalise } from "../normalise.ts";
import type { Lang } from "../types.ts";
import { type Asked, inLang, type Reply } from "./reply.ts";

type Named = { name: Record<Lang, string> };
type Place = { name: string; lat: number; lng: number };

/** Whether a name (any language) is in the message, also with a one- or two-letter Arabic prefix ("باربيل"). */
function mentions(tokens: string[], joined: string, named: Named): boolean {
  return Object.values(named.name).some((raw) => {
    const name = normalise(raw);
    if (!name) return false;
    if (name.includes(" ")) return ` ${joined} `.includes(` ${name} `);
    return tokens.some((t) => t === name || (t.endsWith(name) && t.length - name.length <= 2 && name.length >= 4));
  });
}

/** The city or governorate a message names, with the point to search from. */
export async function placeIn(db: Db, text: string, lang: Lang): Promise<Place | null> {
  const joined = normalise(text);
  const tokens = joined.split(" ").filter(Boolean);
  const [govs, cityRows] = await Promise.all([
    db.select().from(governorates).orderBy(asc(governorates.sortOrder)),
    db.select().from(cities).orderBy(asc(cities.sortOrder)),
  ]);
  const city = cityRows.find((c) => mentions(tokens, joined, c));
  if (city) return { name: city.name[lang], lat: city.latitude, lng: city.longitude };
  const gov = govs.find((g) => mentions(tokens, joined, g));
  const main = gov ? cityRows.find((c) => c.governorate === gov.id) : undefined;
  return gov && main ? { name: gov.name[lang], lat: main.latitude, lng: main.longitude } : null;
}

/** The biggest cities, offered as answers when the assistant asks where the customer is. */
async function cityChips(db: Db, lang: Lang): Promise<string[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.sortOrder));
  const wanted = ["baghdad", "erbil", "basra", "sulaymaniyah", "mosul", "najaf"];
  return wanted.flatMap((id) =>
    rows
      .filter((c) => c.id === id)
      .slice(0, 1)
      .map((c) => c.name[lang]),
  );
}

const locator = (a: Asked) => ({ label: a.say("assistant.link.storeLocator"), href: "/support/store-locator" });

/** The three nearest stores, or a question back: which governorate or city? */
export async function answerStores(a: Asked): Promise<Reply> {
  const { say, ctx, lang } = a;
  const place = a.point ? null : await placeIn(ctx.db, a.text, lang);
  const from = a.point ?? (place ? { lat: place.lat, lng: place.lng } : null);
  if (!from) {
    return {
      text: say("assistant.store.where"),
      awaiting: "store_place",
      extras: { chips: await cityChips(ctx.db, lang), links: [locator(a)] },
    };
  }
  const found = await nearestStores({ ctx: inLang(a), input: { lat: from.lat, lng: from.lng, limit: 3 } });
  if (found.length === 0) return { text: say("assistant.store.none"), awaiting: null, extras: { links: [locator(a)] } };
  const today = baghdadWeekday(ctx.now);
  return {
    text: place ? say("assistant.store.nearPlace", { place: place.name }) : say("assistant.store.nearYou"),
    awaiting: null,
    extras: {
      stores: found.map((s) => ({
        id: s.id,
        name: s.name,
        address: s.address,
        phone: s.phone,
        hoursToday: s.hours[today].length
          ? s.hours[today].map((i) => `${i.opens}–${clockText(i.closes)}`).join(", ")
          : null,
        openNow: openingState(s.hours, ctx.now).open,
        distanceKm: s.distanceKm,
        directions: directionsUrl(s.latitude, s.longitude),
      })),
      links: [locator(a)],
    },
  };
}
