/** The signed-in customer's own account (`/account/...`): profile and adding a line they hold. */
import { z } from "zod";
import { profilePatchSchema } from "../account.ts";
import { startCodeSchema } from "../auth.ts";
import { accountLine, codeFlow } from "./auth.ts";
import { defineOperation } from "./operation.ts";

export const profile = z
  .object({
    name: z.string(),
    kind: z.enum(["person", "business"]),
    language: z.enum(["en", "ar", "ku"]),
    email: z.string().nullable(),
    smsAlerts: z.boolean(),
    paperlessBill: z.boolean(),
    birthDate: z.iso.date().nullable(),
  })
  .meta({ id: "Profile" });

export type Profile = z.output<typeof profile>;

const tags = ["Account"] as const;

/** The API takes only the fields it knows, and at least one of them (an empty change is a mistake). */
const profileChange = profilePatchSchema
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: "validation.profile.empty" });

export const getProfileOp = defineOperation({
  method: "get",
  path: "/account/profile",
  tags,
  auth: "session",
  summary: "Name, language, email, SMS alert and paperless bill preferences",
  success: { status: 200, description: "Profile", schema: profile },
  errors: [401],
});

export const updateProfileOp = defineOperation({
  method: "patch",
  path: "/account/profile",
  tags,
  auth: "session",
  summary: "Change name, language (also used for SMS), email, SMS alerts or paperless bill",
  body: { type: "json", schema: profileChange },
  success: { status: 200, description: "Profile after the change", schema: profile },
  errors: [401, 422],
});

export const startAddLineOp = defineOperation({
  method: "post",
  path: "/account/lines/start",
  tags,
  auth: "session",
  summary: "Add a line: send a code to it (same answer whether or not it can be added); then POST /auth/verify-code",
  body: { type: "json", schema: startCodeSchema },
  success: { status: 202, description: "Code sent", schema: codeFlow },
  errors: [401, 422, 429],
});

export const addLineOp = defineOperation({
  method: "post",
  path: "/account/lines",
  tags,
  auth: "session",
  summary: "Add the line proved by the ticket from /auth/verify-code",
  body: { type: "json", schema: z.object({ ticket: z.string().min(10).max(200) }) },
  success: { status: 201, description: "Line added", schema: accountLine },
  errors: [401, 409, 422],
});
