/**
 * `numbers-import <file.csv>` (msisdn,tier,price) and `stock-import <file.csv>`
 * (offering,storage,colour,quantity[,available_from]): good lines are imported, every bad one is
 * printed with its line number and why, and the exit code is 1 when any line was refused.
 */
import { readFileSync } from "node:fs";
import { addNumbers, type Problem, parseNumberCsv } from "../../domain/inventory/number-import.ts";
import { importStock } from "../../domain/inventory/stock-import.ts";
import type { Command } from "./command.ts";

function readArg(args: string[], usage: string): string | null {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(`Usage: ${usage}`);
    return null;
  }
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const report = (problems: Problem[]) => {
  for (const p of problems) console.error(`line ${p.line}: ${p.reason}`);
};

const NUMBERS_USAGE = "numbers-import <file.csv>   (lines: msisdn,tier,price; tier standard|premium|gold)";

export const numbersImportCmd: Command = {
  name: "numbers-import",
  usage: NUMBERS_USAGE,
  run: async ({ database, config, args }) => {
    const text = readArg(args, NUMBERS_USAGE);
    if (text === null) return 2;
    const { rows, problems } = parseNumberCsv(text, config.auth.mobilePrefixes);
    const result = await database.db.transaction((tx) => addNumbers(tx, rows, new Date()));
    report(problems);
    for (const r of result.refused) console.error(`${r.msisdn}: ${r.reason}`);
    console.log(
      `Numbers: ${result.added} added, ${result.repriced} re-priced, ${problems.length + result.refused.length} refused.`,
    );
    return problems.length + result.refused.length > 0 ? 1 : 0;
  },
};

const STOCK_USAGE = "stock-import <file.csv>   (lines: offering,storage,colour,quantity[,available_from YYYY-MM-DD])";

export const stockImportCmd: Command = {
  name: "stock-import",
  usage: STOCK_USAGE,
  run: async ({ database, args }) => {
    const text = readArg(args, STOCK_USAGE);
    if (text === null) return 2;
    const { set, problems } = await database.db.transaction((tx) => importStock(tx, text, new Date()));
    report(problems);
    console.log(`Stock: ${set} options set, ${problems.length} lines refused.`);
    return problems.length > 0 ? 1 : 0;
  },
};
