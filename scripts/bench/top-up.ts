/**
 * Gives a bench line enough credit for a purchase run (DATABASE_URL: the bench's throwaway
 * database). Written as a recharge through the ledger, as any credit is.
 */
import { eq } from "drizzle-orm";
import { openPostgres } from "../../src/db/client.server.ts";
import { lines } from "../../src/db/schema/index.ts";
import { credit } from "../../src/domain/lines/money.ts";

const [msisdn, amount] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url || !msisdn || !amount) throw new Error("usage: DATABASE_URL=… node scripts/bench/top-up.ts <msisdn> <iqd>");
const handle = openPostgres(url, 1);
const [line] = await handle.db.select({ id: lines.id }).from(lines).where(eq(lines.msisdn, msisdn));
if (!line) throw new Error(`no line ${msisdn}`);
await credit(handle.db, line.id, Number(amount), { kind: "recharge", details: { source: "bench" } });
await handle.close();
