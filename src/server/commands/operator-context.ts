import { userInfo } from "node:os";
import type { ServiceContext } from "../../domain/context.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { CommandContext } from "./command.ts";

/** Who runs a command: the OS user, as the audit trail names them (`cli:<user>`); "cli" if unknown. */
export function operatorName(): string {
  try {
    return userInfo().username || "cli";
  } catch {
    return "cli";
  }
}

/**
 * The domain context of an operator command that acts for the operator: like a job's, with the
 * operator as the actor, so every change it makes is audited under their name.
 */
export function operatorContext({ database, config, log }: CommandContext, name = operatorName()): ServiceContext {
  return {
    ...jobServiceContext({ db: database.db, config, log, now: new Date() }, {}, "cli"),
    staff: { kind: "operator", name },
  };
}
