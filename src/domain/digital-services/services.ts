import { and, asc, eq, inArray } from "drizzle-orm";
import type { DigitalServiceView } from "../../contracts/api/digital-services.ts";
import type { Db } from "../../db/client.server.ts";
import { digitalServiceSubscriptions, digitalServices } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { type OwnedLine, ownedLine } from "../lines/line-access.ts";

export type DigitalServiceRow = typeof digitalServices.$inferSelect;

/** A service's name in a language (the seed file requires all three). */
export const serviceName = (row: Pick<DigitalServiceRow, "names">, locale: LocaleCode) => row.names[locale];

/** Digital services are content for phones: a home internet (broadband) line takes none. */
export function checkServiceLine(line: OwnedLine) {
  if (line.kind !== "mobile") throw new DomainError("conflict", "digital_service_not_for_line");
  if (line.status !== "active") throw new DomainError("conflict", "line_not_in_service");
}

/** One service by slug, on sale or not (a withdrawn one still names old subscriptions). */
export async function findService(db: Db, slug: string): Promise<DigitalServiceRow> {
  const [row] = await db.select().from(digitalServices).where(eq(digitalServices.slug, slug));
  if (!row) throw new DomainError("not_found", "digital_service_not_found");
  return row;
}

/**
 * What the line may subscribe to, in the catalogue's order, each with the line's active
 * subscription; a service withdrawn from sale is listed only while the line still has it.
 */
export async function listLineDigitalServices({
  ctx,
  input,
}: ServiceCall<{ lineId: string }>): Promise<DigitalServiceView[]> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  if (line.kind !== "mobile") return [];
  const [services, active] = await Promise.all([
    ctx.db.select().from(digitalServices).orderBy(asc(digitalServices.sortOrder), asc(digitalServices.slug)),
    ctx.db
      .select()
      .from(digitalServiceSubscriptions)
      .where(and(eq(digitalServiceSubscriptions.lineId, line.id), eq(digitalServiceSubscriptions.status, "active"))),
  ]);
  const bySlug = new Map(active.map((s) => [s.serviceSlug, s]));
  return services
    .filter((s) => s.onSale || bySlug.has(s.slug))
    .map((s) => {
      const sub = bySlug.get(s.slug);
      return {
        slug: s.slug,
        category: s.category,
        provider: s.provider[ctx.locale],
        name: serviceName(s, ctx.locale),
        description: s.descriptions[ctx.locale],
        // An active subscription shows what its period cost; a new one costs today's price.
        priceIqd: sub?.priceIqd ?? s.priceIqd,
        renewal: s.renewal,
        subscription: sub
          ? { id: sub.id, startedAt: sub.startedAt.toISOString(), renewsAt: sub.paidUntil.toISOString() }
          : null,
      };
    });
}

/** The names of some services, for messages about several at once. */
export async function serviceRows(db: Db, slugs: string[]): Promise<Map<string, DigitalServiceRow>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select().from(digitalServices).where(inArray(digitalServices.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r]));
}
