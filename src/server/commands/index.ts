/** Every operator command; a feature adds its own file beside this one and one line here. */
import type { Command } from "./command.ts";
import { lineLiftCmd, lineSuspendCmd } from "./line-suspension.ts";
import { jobCommand, migrateCommand, seedCommand } from "./platform.ts";
import { staffCreateCmd, staffListCmd, staffRevokeCmd } from "./staff.ts";
import { voucherImportCmd, voucherReportCmd } from "./vouchers.ts";

export const commands: Command[] = [
  migrateCommand,
  seedCommand,
  jobCommand,
  voucherImportCmd,
  voucherReportCmd,
  staffCreateCmd,
  staffRevokeCmd,
  staffListCmd,
  lineSuspendCmd,
  lineLiftCmd,
];
