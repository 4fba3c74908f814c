/** Every operator command; a feature adds its own file beside this one and one line here. */
import { articlesLeastHelpfulCmd } from "./articles-least-helpful.ts";
import type { Command } from "./command.ts";
import { numbersImportCmd, stockImportCmd } from "./inventory.ts";
import { jobReviveCommand } from "./job-revive.ts";
import { jobsStatusCommand } from "./jobs-status.ts";
import { lineLiftCmd, lineSuspendCmd } from "./line-suspension.ts";
import { ordersReviewCmd } from "./orders-review.ts";
import { paymentsStuckCommand } from "./payments-stuck.ts";
import { jobCommand, migrateCommand, seedCommand } from "./platform.ts";
import { postpaidReviewCmd } from "./postpaid-review.ts";
import { rewardCodesImportCmd } from "./rewards.ts";
import { segmentsImportCmd } from "./segments-import.ts";
import { servicesCmd } from "./services-switch.ts";
import { staffCreateCmd, staffListCmd, staffRevokeCmd } from "./staff.ts";
import { storesImportCmd } from "./stores-import.ts";
import { ticketsCmd } from "./tickets.ts";
import { voucherImportCmd, voucherReportCmd } from "./vouchers.ts";

export const commands: Command[] = [
  migrateCommand,
  seedCommand,
  jobCommand,
  voucherImportCmd,
  voucherReportCmd,
  jobsStatusCommand,
  jobReviveCommand,
  paymentsStuckCommand,
  staffCreateCmd,
  staffRevokeCmd,
  staffListCmd,
  lineSuspendCmd,
  lineLiftCmd,
  ordersReviewCmd,
  postpaidReviewCmd,
  storesImportCmd,
  numbersImportCmd,
  stockImportCmd,
  segmentsImportCmd,
  ticketsCmd,
  articlesLeastHelpfulCmd,
  rewardCodesImportCmd,
  servicesCmd,
];
