/**
 * Saved cards and wallets (kept by the gateway; we hold a token, the brand and the last digits)
 * and the automatic payment rules that use them (issue 20). Signed-in customers only.
 */
import { z } from "zod";
import { autoPayKinds, autoPayRuleSchema, autoPayStates } from "../autopay.ts";
import { defineOperation } from "./operation.ts";

export const savedMethodView = z
  .object({
    id: z.uuid(),
    kind: z.enum(["card", "wallet"]),
    brand: z.string(),
    last4: z.string().meta({ example: "1111" }),
    expires: z.string().nullable().meta({ description: "MM/YY for a card", example: "12/30" }),
  })
  .meta({ id: "SavedPaymentMethod" });

export const autoPayRuleView = z
  .object({
    id: z.uuid(),
    lineId: z.uuid(),
    msisdnMasked: z.string(),
    kind: z.enum(autoPayKinds),
    state: z.enum(autoPayStates),
    amountIqd: z.number().int().nullable().meta({ description: "Null for bill_due: the bill is paid in full" }),
    thresholdIqd: z.number().int().nullable(),
    dayOfMonth: z.number().int().nullable(),
    method: savedMethodView.nullable().meta({ description: "Null when the method was removed (the rule is paused)" }),
    pausedReason: z.enum(["failed", "daily_limit", "method_removed"]).nullable(),
    lastPaymentId: z.uuid().nullable(),
  })
  .meta({ id: "AutoPayRule" });

export const autoPaySettings = z
  .object({
    methods: z.array(savedMethodView),
    rules: z.array(autoPayRuleView),
    paused: z.boolean().meta({ description: "Automatic payments are switched off by the operator for now" }),
  })
  .meta({ id: "AutoPaySettings" });

export type SavedMethodView = z.output<typeof savedMethodView>;
export type AutoPayRuleView = z.output<typeof autoPayRuleView>;
export type AutoPaySettings = z.output<typeof autoPaySettings>;

const tags = ["Automatic payments"] as const;
const idParams = z.object({ id: z.string().max(64) });

export const getAutoPayOp = defineOperation({
  method: "get",
  path: "/autopay",
  tags,
  auth: "session",
  summary: "The customer's saved cards and wallets and their automatic payment rules",
  description:
    "Saved methods and automatic payments belong to the account's owner: every /autopay operation answers a member of a business account 403 `owner_only`.",
  success: { status: 200, description: "Settings", schema: autoPaySettings },
  errors: [401, 403],
});

export const startSavingMethodOp = defineOperation({
  method: "post",
  path: "/autopay/methods",
  tags,
  auth: "session",
  summary: "Save a card or wallet with the gateway: send the browser to redirectUrl",
  description:
    "The customer types the card on the gateway's page; the gateway sends the browser back to the myzain automatic payments page, which then calls POST /autopay/methods/{id}/confirm.",
  success: {
    status: 201,
    description: "Saving started",
    schema: z.object({ methodId: z.uuid(), redirectUrl: z.url() }),
  },
  errors: [401, 403, 502, 503],
});

export const confirmSavedMethodOp = defineOperation({
  method: "post",
  path: "/autopay/methods/{id}/confirm",
  tags,
  auth: "session",
  summary: "Ask the gateway what was saved in a saving session; null when nothing was",
  params: idParams,
  success: {
    status: 200,
    description: "The saved method, or null",
    schema: z.object({ method: savedMethodView.nullable() }),
  },
  errors: [401, 403, 404, 502],
});

export const removeSavedMethodOp = defineOperation({
  method: "delete",
  path: "/autopay/methods/{id}",
  tags,
  auth: "session",
  summary: "Forget a saved card or wallet (also at the gateway); rules that used it pause",
  params: idParams,
  success: { status: 204, description: "Removed" },
  errors: [401, 403, 404],
});

export const setAutoPayRuleOp = defineOperation({
  method: "put",
  path: "/autopay/rules",
  tags,
  auth: "session",
  summary:
    "Set the automatic payment of one kind on one of the customer's lines (replaces that line's rule of the kind)",
  description:
    "below_balance and monthly recharge prepaid lines; bill_due pays a postpaid line's bill in full on its due date. Setting a rule again resumes it when paused.",
  body: { type: "json", schema: autoPayRuleSchema },
  success: { status: 200, description: "The rule", schema: autoPayRuleView },
  errors: [401, 403, 404, 422],
});

export const removeAutoPayRuleOp = defineOperation({
  method: "delete",
  path: "/autopay/rules/{id}",
  tags,
  auth: "session",
  summary: "Turn an automatic payment off",
  params: idParams,
  success: { status: 204, description: "Removed" },
  errors: [401, 403, 404],
});
