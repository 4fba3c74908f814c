import { data } from "react-router";
import { type ApiClient, ApiClientError } from "../../../src/client/api-client.ts";
import { profilePatchSchema } from "../../../src/contracts/account.ts";
import { addLineOp, getProfileOp, startAddLineOp, updateProfileOp } from "../../../src/contracts/api/account.ts";
import {
  changePasswordOp,
  listSessionsOp,
  revokeOtherSessionsOp,
  revokeSessionOp,
  verifyCodeOp,
} from "../../../src/contracts/api/auth.ts";
import { listLinesOp, setLineSuspensionOp } from "../../../src/contracts/api/lines.ts";
import { changePasswordSchema, startCodeSchema, verifyCodeSchema } from "../../../src/contracts/auth.ts";
import { formatMsisdn, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { isOneOf } from "../../../src/lib/one-of.ts";
import { readAlerts } from "../../components/myzain/profile-alerts.tsx";
import { readDetails } from "../../components/myzain/profile-details.tsx";
import { readPaperless } from "../../components/myzain/profile-paperless.tsx";
import { readPassword } from "../../components/myzain/profile-password.tsx";
import {
  PROFILE_INTENTS,
  type ProfileIntent,
  type ProfileOutcome,
  type SessionView,
} from "../../components/myzain/profile-status.tsx";
import { viewerContext, webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, signedIn } from "../../lib/myzain.server.ts";
import { loadPageData } from "../../lib/page-data.server.ts";

/**
 * The page's content record, the profile, the signed-in devices and the account's lines (a
 * member's: the lines given to them), and for a business account's member who they are.
 */
export async function loadProfilePage(args: MyzainArgs) {
  const page = await loadPageData(args, "myzain/profile-and-settings", { indexable: false });
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [profile, sessions, lines] = await signedIn(args, () =>
    Promise.all([api.call(getProfileOp), api.call(listSessionsOp), api.call(listLinesOp)]),
  );
  const devices: SessionView[] = sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.device),
    lastUsedAt: s.lastUsedAt,
    current: s.current,
  }));
  const viewer = args.context.get(viewerContext);
  // A member's own name and the company's, for the member's view of the page.
  const member = viewer?.member ? { name: viewer.name, company: profile.name } : null;
  return { page, profile, sessions: devices, lines, member };
}

/** Browser and system from a user agent, so the list says "Chrome on Android" rather than the raw text. */
export function describeDevice(agent: string): SessionView["device"] {
  const pick = (rules: [RegExp, string][]) => rules.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
  const browser = pick([
    [/Edg(e|A|iOS)?\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/SamsungBrowser\//, "Samsung Internet"],
    [/Firefox\/|FxiOS\//, "Firefox"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
  ]);
  const os = pick([
    [/Android/, "Android"],
    [/iPhone|iPad|iPod/, "iOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ]);
  return { browser, os, raw: agent.slice(0, 80) };
}

type Ctx = { api: ApiClient; form: FormData; prefixes: readonly string[] };
type Result = Omit<ProfileOutcome, "intent" | "id">;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Runs one API call of a form. A 401 goes on to `signedIn` (sign in again); other refusals become
 * the form's messages, already in the visitor's language.
 */
async function attempt(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) throw error;
    return { errors: apiFormErrors(error) };
  }
}

function codeStep(form: FormData, prefixes: readonly string[], flowId: string) {
  const msisdn = text(form, "msisdn");
  const normalized = normalizeMsisdn(msisdn, prefixes);
  return { flowId, msisdn, display: normalized ? formatMsisdn(normalized) : msisdn, resent: false };
}

const handlers: Record<ProfileIntent, (ctx: Ctx) => Promise<Result>> = {
  details: async ({ api, form }) => {
    const checked = validate(profilePatchSchema, readDetails(form));
    if ("errors" in checked) return checked;
    return attempt(async () => {
      await api.call(updateProfileOp, { body: checked.data });
      return { done: messageKey("profile.details.saved") };
    });
  },
  alerts: ({ api, form }) =>
    attempt(async () => {
      const saved = await api.call(updateProfileOp, { body: readAlerts(form) });
      return { done: messageKey(saved.smsAlerts ? "profile.alerts.savedOn" : "profile.alerts.savedOff") };
    }),
  paperless: ({ api, form }) =>
    attempt(async () => {
      const saved = await api.call(updateProfileOp, { body: readPaperless(form) });
      if (!saved.paperlessBill) return { done: messageKey("profile.paperless.savedOff") };
      return { done: messageKey(saved.email ? "profile.paperless.savedOnEmail" : "profile.paperless.savedOn") };
    }),
  password: async ({ api, form }) => {
    const checked = validate(changePasswordSchema, readPassword(form));
    if ("errors" in checked) return checked;
    return attempt(async () => {
      const { endedSessions } = await api.call(changePasswordOp, { body: checked.data });
      return endedSessions > 0
        ? { done: messageKey("profile.password.savedAndEnded", { count: endedSessions }) }
        : { done: messageKey("profile.password.saved") };
    });
  },
  "end-session": ({ api, form }) =>
    attempt(async () => {
      await api.call(revokeSessionOp, { params: { sessionId: text(form, "target") } });
      return { done: messageKey("profile.sessions.ended") };
    }),
  "end-others": ({ api }) =>
    attempt(async () => {
      const { ended } = await api.call(revokeOtherSessionsOp);
      return { done: messageKey("profile.sessions.endedOthers", { count: ended }) };
    }),
  suspend: async ({ api, form }) => {
    const target = text(form, "target");
    // The confirmation is required in the browser too; this holds when a form arrives without it.
    if (form.get("confirm") !== "on")
      return { target, errors: { fields: { confirm: messageKey("profile.lines.confirmRequired") } } };
    return { target, ...(await setSuspended(api, target, true)) };
  },
  resume: async ({ api, form }) => {
    const target = text(form, "target");
    return { target, ...(await setSuspended(api, target, false)) };
  },
  "add-line-start": async ({ api, form, prefixes }) => {
    const checked = validate(startCodeSchema, { msisdn: form.get("msisdn") });
    if ("errors" in checked) return checked;
    return attempt(async () => {
      const { flowId } = await api.call(startAddLineOp, { body: checked.data });
      return { code: codeStep(form, prefixes, flowId) };
    });
  },
  "add-line-resend": async ({ api, form, prefixes }) => {
    const step = codeStep(form, prefixes, text(form, "flowId"));
    const sent = await attempt(async () => {
      const { flowId } = await api.call(startAddLineOp, { body: { msisdn: step.msisdn } });
      return { code: { ...step, flowId, resent: true } };
    });
    // A refused resend (too soon) keeps the code already sent usable.
    return sent.errors ? { ...sent, code: step } : sent;
  },
  "add-line-verify": async ({ api, form, prefixes }) => {
    const step = codeStep(form, prefixes, text(form, "flowId"));
    const checked = validate(verifyCodeSchema, { flowId: step.flowId, code: form.get("code") });
    if ("errors" in checked) return { ...checked, code: step };
    let ticket: string;
    try {
      ({ ticket } = await api.call(verifyCodeOp, { body: checked.data }));
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401) throw error;
      return { errors: apiFormErrors(error), code: step };
    }
    // The code is used up now: a refusal from here (the line was taken meanwhile) starts over.
    return attempt(async () => {
      const line = await api.call(addLineOp, { body: { ticket } });
      return { done: messageKey("profile.addLine.done", { number: formatMsisdn(line.msisdn) }) };
    });
  },
  // Back to the number step: a post rather than a link, as a link to the same page is only a scroll.
  "add-line-cancel": async () => ({}),
};

function setSuspended(api: ApiClient, lineId: string, suspended: boolean) {
  return attempt(async () => {
    await api.call(setLineSuspensionOp, { params: { lineId }, body: { suspended } });
    return { done: messageKey(suspended ? "profile.lines.suspendedDone" : "profile.lines.resumedDone") };
  });
}

const isIntent = (value: unknown): value is ProfileIntent => isOneOf(PROFILE_INTENTS, value);

/** The one action of the page: dispatches on the form's `intent`; errors answer 422 (no reload of data). */
export async function profileAction(args: MyzainArgs) {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data("Unknown form", { status: 400 });
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const prefixes = args.context.get(webEnvContext).config.auth.mobilePrefixes;
  const result = await signedIn(args, () => handlers[intent]({ api, form, prefixes }));
  const outcome: ProfileOutcome = { intent, id: crypto.randomUUID(), ...result };
  const failed: FormErrors | undefined = outcome.errors;
  return data(outcome, { status: failed ? (failed.retryAfter ? 429 : 422) : 200 });
}
