import type { StoreFile } from "../../contracts/place-files.ts";
import { type ServiceCall, staffOf } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { deactivateOthers, saveStores, unknownPlaces } from "./save-stores.ts";

export type StoreImport = { stores: StoreFile[]; replace: boolean };
export type StoreImportResult = { created: string[]; updated: string[]; deactivated: string[] };

/**
 * An operator loads real stores (`stores-import`): every store of the file is inserted or replaced
 * by id, all or nothing; with `replace`, open stores missing from the file are closed. Each change
 * is audited under the operator's name.
 */
export async function importStores({ ctx, input }: ServiceCall<StoreImport>): Promise<StoreImportResult> {
  staffOf(ctx);
  const problems = await unknownPlaces(ctx.db, input.stores);
  if (problems.length > 0) {
    throw new DomainError("invalid", "store_place_unknown", { problems: problems.join("\n") });
  }
  return ctx.db.transaction(async (tx) => {
    const saved = await saveStores(tx, input.stores, "import");
    const deactivated = input.replace
      ? await deactivateOthers(
          tx,
          input.stores.map((s) => s.id),
        )
      : [];
    for (const [index, store] of saved.entries()) {
      await recordAudit(tx, ctx, {
        action: "store.imported",
        subjectType: "store",
        subjectId: store.id,
        before: store.before,
        after: input.stores[index] ?? null,
      });
    }
    for (const id of deactivated) {
      await recordAudit(tx, ctx, {
        action: "store.deactivated",
        subjectType: "store",
        subjectId: id,
        before: { active: true },
        after: { active: false },
        note: "not in the imported file",
      });
    }
    return {
      created: saved.filter((s) => s.created).map((s) => s.id),
      updated: saved.filter((s) => !s.created).map((s) => s.id),
      deactivated,
    };
  });
}
