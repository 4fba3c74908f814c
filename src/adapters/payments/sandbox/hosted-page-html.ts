/**
 * The hosted payment page as plain HTML: works without JavaScript (each button posts a form),
 * every input has a label, errors are announced (role="alert") and tied to their field, numbers
 * are isolated left to right inside right-to-left text.
 */
import { type LocaleCode, locales } from "../../../i18n/locales.ts";
import { type Messages, messages, type PageStatus } from "./messages.ts";
import type { FormField, FormProblem, FormValues } from "./payment-form.ts";
import { TEST_INSTRUMENTS } from "./test-instruments.ts";

export const STYLESHEET_PATH = "/sandbox-gateway/sandbox.css";

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export function formatIqd(amountIqd: number, locale: LocaleCode): string {
  const numbers = locales.find((l) => l.code === locale)?.numbers ?? "en-IQ";
  return new Intl.NumberFormat(numbers, { style: "currency", currency: "IQD", maximumFractionDigits: 0 }).format(
    amountIqd,
  );
}

function layout(locale: LocaleCode, body: string, languageLinks: string): string {
  const info = locales.find((l) => l.code === locale) ?? locales[0];
  const m = messages[locale];
  return `<!doctype html>
<html lang="${info.htmlLang}" dir="${info.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(m.title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<div class="frame">
<header>
<p class="badge">${esc(m.testMode)}</p>
<h1>${esc(m.title)}</h1>
${languageLinks}
</header>
<main>
${body}
</main>
</div>
</body>
</html>
`;
}

function languageNav(m: Messages, current: LocaleCode, href: (code: LocaleCode) => string): string {
  const items = locales.map((l) =>
    l.code === current
      ? `<li><span lang="${l.htmlLang}" aria-current="page">${esc(l.name)}</span></li>`
      : `<li><a href="${esc(href(l.code))}" lang="${l.htmlLang}" hreflang="${l.hreflang}">${esc(l.name)}</a></li>`,
  );
  return `<nav aria-label="${esc(m.language)}"><ul>${items.join("")}</ul></nav>`;
}

export type PaymentView = {
  locale: LocaleCode;
  /** The page's own address (the form posts here), without a query. */
  path: string;
  description: string;
  amountIqd: number;
  problem?: { method: "card" | "wallet"; field: FormField; problem: FormProblem };
  values?: FormValues;
};

type InputSpec = { name: FormField; label: string; autocomplete: string; value?: string; secret?: boolean };

function input(spec: InputSpec, view: PaymentView, m: Messages): string {
  const wrong = view.problem?.field === spec.name;
  const id = `f-${spec.name}`;
  const describedBy = wrong ? ` aria-invalid="true" aria-describedby="${id}-problem"` : "";
  const value = spec.value ? ` value="${esc(spec.value)}"` : "";
  const type = spec.secret ? "password" : "text";
  const problem =
    wrong && view.problem ? `<p class="problem" id="${id}-problem">${esc(m.problems[view.problem.problem])}</p>` : "";
  return `<div class="field"><label for="${id}">${esc(spec.label)}</label><input id="${id}" name="${spec.name}" type="${type}" inputmode="numeric" autocomplete="${spec.autocomplete}" dir="ltr" required${value}${describedBy}>${problem}</div>`;
}

export function paymentPage(view: PaymentView): string {
  const m = messages[view.locale];
  const amount = formatIqd(view.amountIqd, view.locale);
  const action = esc(`${view.path}?lang=${view.locale}`);
  const v = view.values ?? {};
  const pay = `<button type="submit">${esc(m.pay(amount))}</button>`;
  const alert = view.problem ? `<div class="alert" role="alert">${esc(m.problems[view.problem.problem])}</div>` : "";
  const rows = TEST_INSTRUMENTS.map(
    (i) =>
      `<tr><td>${esc(i.kind === "card" ? m.card : m.wallet)}</td><td><bdi class="number" dir="ltr">${esc(i.display)}</bdi></td><td>${esc(m.outcomes[i.outcome])}</td></tr>`,
  ).join("\n");
  const body = `<p>${esc(m.intro)}</p>
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${esc(m.summary)}</h2>
<dl><dt>${esc(m.description)}</dt><dd dir="auto">${esc(view.description)}</dd>
<dt>${esc(m.amount)}</dt><dd class="amount"><bdi>${esc(amount)}</bdi></dd></dl>
</section>
${alert}
<form method="post" action="${action}"><input type="hidden" name="intent" value="card">
<fieldset><legend>${esc(m.cardHeading)}</legend>
${input({ name: "cardNumber", label: m.cardNumber, autocomplete: "cc-number", value: v.cardNumber }, view, m)}
<div class="row">${input({ name: "cardExpiry", label: m.cardExpiry, autocomplete: "cc-exp", value: v.cardExpiry }, view, m)}
${input({ name: "cardCvv", label: m.cardCvv, autocomplete: "cc-csc", secret: true }, view, m)}</div>
${pay}</fieldset></form>
<form method="post" action="${action}"><input type="hidden" name="intent" value="wallet">
<fieldset><legend>${esc(m.walletHeading)}</legend>
${input({ name: "walletNumber", label: m.walletNumber, autocomplete: "tel", value: v.walletNumber }, view, m)}
${input({ name: "walletPin", label: m.walletPin, autocomplete: "off", secret: true }, view, m)}
${pay}</fieldset></form>
<form method="post" action="${action}" class="cancel"><input type="hidden" name="intent" value="cancel">
<button type="submit" class="secondary">${esc(m.cancel)}</button></form>
<section aria-labelledby="instruments-heading">
<h2 id="instruments-heading">${esc(m.instruments)}</h2>
<table><caption>${esc(m.instrumentsNote)}</caption>
<thead><tr><th scope="col">${esc(m.kind)}</th><th scope="col">${esc(m.number)}</th><th scope="col">${esc(m.outcome)}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
  return layout(
    view.locale,
    body,
    languageNav(m, view.locale, (code) => `${view.path}?lang=${code}`),
  );
}

/** The table of test cards and wallets, with what each does. */
function instrumentsTable(m: Messages): string {
  const rows = TEST_INSTRUMENTS.map(
    (i) =>
      `<tr><td>${esc(i.kind === "card" ? m.card : m.wallet)}</td><td><bdi class="number" dir="ltr">${esc(i.display)}</bdi></td><td>${esc(m.outcomes[i.outcome])}</td></tr>`,
  ).join("\n");
  return `<section aria-labelledby="instruments-heading">
<h2 id="instruments-heading">${esc(m.instruments)}</h2>
<table><caption>${esc(m.instrumentsNote)}</caption>
<thead><tr><th scope="col">${esc(m.kind)}</th><th scope="col">${esc(m.number)}</th><th scope="col">${esc(m.outcome)}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
}

/**
 * Saving a card or wallet for later payments (the gateway's vault): the same fields as paying,
 * no amount; the shop gets a token, the type and the last four digits.
 */
export function savePage(view: Omit<PaymentView, "description" | "amountIqd">): string {
  const m = messages[view.locale];
  const action = esc(`${view.path}?lang=${view.locale}`);
  const v = view.values ?? {};
  const full = { ...view, description: "", amountIqd: 0 };
  const alert = view.problem ? `<div class="alert" role="alert">${esc(m.problems[view.problem.problem])}</div>` : "";
  const body = `<h2>${esc(m.save.heading)}</h2>
<p>${esc(m.save.intro)}</p>
${alert}
<form method="post" action="${action}"><input type="hidden" name="intent" value="card">
<fieldset><legend>${esc(m.cardHeading)}</legend>
${input({ name: "cardNumber", label: m.cardNumber, autocomplete: "cc-number", value: v.cardNumber }, full, m)}
<div class="row">${input({ name: "cardExpiry", label: m.cardExpiry, autocomplete: "cc-exp", value: v.cardExpiry }, full, m)}
${input({ name: "cardCvv", label: m.cardCvv, autocomplete: "cc-csc", secret: true }, full, m)}</div>
<button type="submit">${esc(m.save.card)}</button></fieldset></form>
<form method="post" action="${action}"><input type="hidden" name="intent" value="wallet">
<fieldset><legend>${esc(m.walletHeading)}</legend>
${input({ name: "walletNumber", label: m.walletNumber, autocomplete: "tel", value: v.walletNumber }, full, m)}
${input({ name: "walletPin", label: m.walletPin, autocomplete: "off", secret: true }, full, m)}
<button type="submit">${esc(m.save.wallet)}</button></fieldset></form>
<form method="post" action="${action}" class="cancel"><input type="hidden" name="intent" value="cancel">
<button type="submit" class="secondary">${esc(m.cancel)}</button></form>
${instrumentsTable(m)}`;
  return layout(
    view.locale,
    body,
    languageNav(m, view.locale, (code) => `${view.path}?lang=${code}`),
  );
}

/** A page of the vault that only says what happened, with the way back to the shop. */
export function saveStatusPage(locale: LocaleCode, status: "saved" | "used", returnUrl: string): string {
  const m = messages[locale];
  const back = `<p><a href="${esc(returnUrl)}">${esc(m.returnLink)}</a></p>`;
  return layout(locale, `<p role="status">${esc(m.save.status[status])}</p>\n${back}`, "");
}

/** Not found, already paid, cancelled, expired…: what happened, and the way back to the shop. */
export function statusPage(locale: LocaleCode, status: PageStatus, returnUrl?: string): string {
  const m = messages[locale];
  const back = returnUrl ? `<p><a href="${esc(returnUrl)}">${esc(m.returnLink)}</a></p>` : "";
  return layout(locale, `<p role="status">${esc(m.status[status])}</p>\n${back}`, "");
}

/** A form posted from another site. */
export function crossSitePage(locale: LocaleCode): string {
  return layout(locale, `<p role="alert">${esc(messages[locale].crossSite)}</p>`, "");
}
