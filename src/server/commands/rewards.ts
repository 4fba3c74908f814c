/**
 * `npm run rewards:import-codes -- <reward> <file.csv>`: adds a partner's voucher codes to a
 * partner-voucher reward's pool and its stock. The CSV is the partner's: a header with `code`, and
 * optionally `expires` (YYYY-MM-DD). Codes are sealed and hashed on the way in (decision 057).
 */
import { readFileSync } from "node:fs";
import { DomainError } from "../../domain/errors.ts";
import { importRewardCodes, parsePartnerCodes } from "../../domain/rewards/codes-import.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { Command } from "./command.ts";

export const rewardCodesImportCmd: Command = {
  name: "rewards-import-codes",
  usage: "rewards-import-codes <reward> <file.csv>",
  run: async ({ database, config, log, args }) => {
    const [reward, file] = args;
    if (!reward || !file) {
      console.error("Usage: rewards:import-codes -- <reward slug> <file.csv with a code column, optionally expires>");
      return 2;
    }
    const ctx = jobServiceContext({ db: database.db, config, log, now: new Date() }, {}, "cli");
    try {
      const rows = parsePartnerCodes(readFileSync(file, "utf8"));
      const result = await importRewardCodes({ ctx, input: { reward, rows } });
      console.log(`Imported ${result.imported} codes for ${reward}; ${result.stock} now in stock.`);
      return 0;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const why: Record<string, string> = {
        reward_not_found: `there is no reward ${reward}`,
        reward_not_partner_voucher: `${reward} is not a partner voucher`,
        reward_codes_duplicate: "a code in the file is already in the pool (imported before?)",
      };
      console.error(`Nothing imported: ${why[error.code] ?? String(error.details.problems ?? error.code)}`);
      return 1;
    }
  },
};
