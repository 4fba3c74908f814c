/**
 * Every text the language check reads: the message catalogue (SMS templates included) and the
 * content files (pages, campaigns, articles, catalogue, places, rewards), with each string's
 * language and place in its file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TextLocale } from "./glossary.ts";
import { type JsonString, jsonStrings } from "./json-strings.ts";

export type SourceText = JsonString & { file: string; locale: TextLocale };

/** Content fields that are addresses, identifiers or dates, not text a reader sees. */
const NOT_TEXT = new Set(["type", "href", "src", "portrait", "id", "published", "slug", "layout"]);
const LOCALES = new Set<string>(["en", "ar", "ku"]);

export function languageFiles(root = "."): string[] {
  const messages = ["en", "ar", "ku"].flatMap((l) => jsonFiles(join(root, "src/i18n/messages", l)));
  return [...messages, ...jsonFiles(join(root, "content"))];
}

export function sourceTexts(file: string, raw: string): SourceText[] {
  const messageLocale = file.match(/messages\/(en|ar|ku)\//)?.[1] as TextLocale | undefined;
  const texts: SourceText[] = [];
  for (const s of jsonStrings(raw)) {
    const locale = messageLocale ?? contentLocale(s.path);
    if (!locale) continue;
    const field = s.path.findLast((p) => typeof p === "string");
    if (!messageLocale && typeof field === "string" && NOT_TEXT.has(field)) continue;
    texts.push({ ...s, file, locale });
  }
  return texts;
}

export function readSourceTexts(file: string): SourceText[] {
  return sourceTexts(file, readFileSync(file, "utf8"));
}

function contentLocale(path: (string | number)[]): TextLocale | undefined {
  const key = path.findLast((p) => typeof p === "string" && LOCALES.has(p));
  return key as TextLocale | undefined;
}

function jsonFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...jsonFiles(path));
    else if (entry.endsWith(".json")) files.push(path);
  }
  return files;
}
