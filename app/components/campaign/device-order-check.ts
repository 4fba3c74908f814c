/**
 * The device order form's browser check, loaded on first use (app/lib/lazy-check.ts): the same
 * schema the server applies (src/contracts/campaign.ts).
 */
import { z } from "zod";
import { deviceLeadSchema } from "../../../src/contracts/campaign.ts";
import { validate } from "../../lib/forms.ts";

// Zod's start-up probe for `new Function` breaks the page's content security policy.
z.config({ jitless: true });

export const checkDeviceLead = (values: unknown) => validate(deviceLeadSchema, values);
