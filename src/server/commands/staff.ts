/**
 * `staff-create --name <name> --login <login> --role <role>` (prints the token once),
 * `staff-revoke <login>` and `staff-list`: the staff API's credentials, managed by operators.
 * Each change is audited under the operator's OS user (docs/decisions/034-staff-credentials-and-audit.md).
 */
import { parseArgs } from "node:util";
import { staffRoles } from "../../contracts/staff.ts";
import { DomainError } from "../../domain/errors.ts";
import { createStaffMember, listStaffMembers, revokeStaffMember } from "../../domain/staff/credentials.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const CREATE_USAGE = `staff-create --name <full name> --login <login> --role <${staffRoles.join("|")}>`;

const problems: Record<string, string> = {
  staff_name_invalid: "--name: give the member's name (at most 100 characters)",
  staff_login_invalid: "--login: 2 to 40 lower-case letters, digits, dots, dashes or underscores",
  staff_role_invalid: `--role: one of ${staffRoles.join(", ")}`,
  staff_login_taken: "this login exists already (revoked logins are kept for the audit trail); choose another",
  staff_not_found: "no staff member has this login",
};

/** A domain refusal as one line on stderr, with exit code `code`; anything else is a fault. */
function refused(error: unknown, code: number): number {
  if (!(error instanceof DomainError)) throw error;
  console.error(problems[error.code] ?? error.code);
  return code;
}

async function create(ctx: CommandContext): Promise<number> {
  const { values } = parseArgs({
    args: ctx.args,
    options: { name: { type: "string" }, login: { type: "string" }, role: { type: "string" } },
  });
  if (!values.name || !values.login || !values.role) {
    console.error(`Usage: ${CREATE_USAGE}`);
    return 2;
  }
  try {
    const { member, token } = await createStaffMember({
      ctx: operatorContext(ctx),
      input: { name: values.name, login: values.login, role: values.role },
    });
    console.log(`Created ${member.login} (${member.role}). Their token, shown this once (send it as X-Staff-Token):`);
    console.log(token);
    return 0;
  } catch (error) {
    return refused(error, error instanceof DomainError && error.kind === "invalid" ? 2 : 1);
  }
}

async function revoke(ctx: CommandContext): Promise<number> {
  const [login, ...rest] = ctx.args;
  if (!login || rest.length > 0) {
    console.error("Usage: staff-revoke <login>");
    return 2;
  }
  try {
    const member = await revokeStaffMember({ ctx: operatorContext(ctx), input: { login } });
    console.log(`Revoked ${member.login}: their token no longer works.`);
    return 0;
  } catch (error) {
    return refused(error, 1);
  }
}

async function list(ctx: CommandContext): Promise<number> {
  const members = await listStaffMembers({ ctx: operatorContext(ctx) });
  if (members.length === 0) {
    console.log("No staff members.");
    return 0;
  }
  console.table(
    members.map((m) => ({
      login: m.login,
      name: m.name,
      role: m.role,
      created: `${m.createdAt.toISOString().slice(0, 16)} by ${m.createdBy}`,
      "last used": m.lastUsedAt?.toISOString().slice(0, 16) ?? "",
      revoked: m.revokedAt?.toISOString().slice(0, 16) ?? "",
    })),
  );
  return 0;
}

export const staffCreateCmd: Command = { name: "staff-create", usage: CREATE_USAGE, run: create };
export const staffRevokeCmd: Command = { name: "staff-revoke", usage: "staff-revoke <login>", run: revoke };
export const staffListCmd: Command = { name: "staff-list", usage: "staff-list", run: list };
