import type { MetaDescriptor } from "react-router";
import { fallbackMessages } from "../../src/i18n/chrome-messages.ts";
import { createTranslator, type Messages } from "../../src/i18n/translator.ts";
import { localeOf } from "./locale.ts";

type Match = { id: string; loaderData: unknown } | undefined;

/**
 * Title and noindex of a page that has no content record (a receipt, the payment history): the
 * title comes from the messages the language layout already loaded, the brand from the root.
 */
export function privatePageMeta(
  { matches, params }: { matches: readonly Match[]; params: { lang?: string } },
  titleKey: string,
): MetaDescriptor[] {
  const layout = matches.find((m) => m?.id === "routes/locale-layout")?.loaderData as
    | { messages?: Messages }
    | undefined;
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { config?: { brand?: { name?: string; names?: Partial<Record<string, string>> } } }
    | undefined;
  const locale = localeOf(params);
  const t = createTranslator(locale, layout?.messages ?? {}, fallbackMessages);
  const brand = root?.config?.brand?.names?.[locale] ?? root?.config?.brand?.name;
  return [{ title: brand ? `${t(titleKey)} | ${brand}` : t(titleKey) }, { name: "robots", content: "noindex" }];
}
