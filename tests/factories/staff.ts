import { eq } from "drizzle-orm";
import { type StaffRole, staffRoles } from "../../src/contracts/staff.ts";
import type { Db } from "../../src/db/client.server.ts";
import { staffAudit } from "../../src/db/schema/index.ts";
import { createStaffMember } from "../../src/domain/staff/credentials.ts";
import { testContext } from "../context.ts";

let counter = 0;

/** An operator at the command line, as the staff commands act. */
export const operatorCtx = (db: Db, name = "test-operator") => testContext(db, { staff: { kind: "operator", name } });

/** A staff member with `role` and their token (as staff-create prints it). */
export async function makeStaff(db: Db, role: StaffRole = "support") {
  counter += 1;
  if (!staffRoles.includes(role)) throw new Error(`unknown role ${role}`);
  const { member, token } = await createStaffMember({
    ctx: operatorCtx(db),
    input: { name: `Test ${role} ${counter}`, login: `t-${role}-${process.pid}-${counter}`.replace(/_/g, "-"), role },
  });
  return { member, token, headers: { "X-Staff-Token": token, "Content-Type": "application/json" } };
}

/** The audit rows about one subject, oldest first. */
export async function auditOf(db: Db, subjectId: string) {
  const rows = await db.select().from(staffAudit).where(eq(staffAudit.subjectId, subjectId)).orderBy(staffAudit.id);
  return rows;
}
