import { type ExampleIntent, exampleKey } from "../../../contracts/assistant-examples.ts";
import { translate } from "../../../i18n/catalogue.ts";
import type { Lang } from "../types.ts";

/** Suggested questions in the answer's language, from the examples each language has. */
export const chipsFor = (lang: Lang, intents: ExampleIntent[]): string[] =>
  intents.map((intent) => translate(lang, exampleKey(intent)));

/** What to offer someone who said hello, thanks, or something unclear. */
export const STARTERS: ExampleIntent[] = ["balance", "bundle_expiry", "buy_bundle", "nearest_store", "human"];
