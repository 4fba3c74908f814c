import type { Db } from "../db/client.server.ts";
import type { LocaleCode } from "../i18n/locales.ts";

/** What every domain service receives: the database (or an open transaction) and the caller's language. */
export type ServiceContext = { db: Db; locale: LocaleCode };
