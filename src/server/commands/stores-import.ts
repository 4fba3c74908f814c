/**
 * `stores-import <file.json> [--replace]`: loads the operator's real stores from a file shaped like
 * content/places/stores.json, checked by the same schema; every mistake is printed, one per line,
 * and nothing is saved unless the whole file is right. `--replace` closes open stores the file
 * leaves out. Audited under the operator's name.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { storesFileSchema } from "../../contracts/place-files.ts";
import { DomainError } from "../../domain/errors.ts";
import { importStores } from "../../domain/places/import-stores.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const USAGE = "stores-import <file.json> [--replace]";

function readFile(path: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, "utf8")) };
  } catch (error) {
    return { ok: false, problem: `${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function run(ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: ctx.args,
    allowPositionals: true,
    options: { replace: { type: "boolean", default: false } },
  });
  const [path, ...extra] = positionals;
  if (!path || extra.length > 0) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const read = readFile(path);
  if (!read.ok) {
    console.error(read.problem);
    return 1;
  }
  const parsed = storesFileSchema.safeParse(read.value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".") || "(file)"}: ${issue.message}`);
    console.error(`Nothing imported: ${parsed.error.issues.length} problem(s) in ${path}.`);
    return 1;
  }
  try {
    const result = await importStores({
      ctx: operatorContext(ctx),
      input: { stores: parsed.data.stores, replace: values.replace },
    });
    console.log(
      `Imported ${parsed.data.stores.length} stores: ${result.created.length} new, ${result.updated.length} updated` +
        (values.replace ? `, ${result.deactivated.length} closed (not in the file).` : "."),
    );
    if (result.deactivated.length > 0) console.log(`Closed: ${result.deactivated.join(", ")}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "store_place_unknown") throw error;
    console.error(String(error.details.problems));
    console.error(`Nothing imported: stores name places that do not exist (see content/places/places.json).`);
    return 1;
  }
}

export const storesImportCmd: Command = { name: "stores-import", usage: USAGE, run };
