/**
 * The device order form's browser check, loaded on first use (app/lib/lazy-check.ts): the same
 * schema the server applies (src/contracts/campaign.ts).
 */
import { deviceLeadSchema } from "../../../src/contracts/campaign.ts";
import { validate } from "../../lib/forms.ts";

export const checkDeviceLead = (values: unknown) => validate(deviceLeadSchema, values);
