/**
 * The money invariants of DESIGN.md "Money and balances", read straight from the database after a
 * crash test. Each check answers the rows that break it (empty: it holds), so a failure names them.
 */
import type pg from "pg";
import type { Seen } from "./workloads.ts";

type Problems = Record<string, unknown[]>;

const WHOLE_DATABASE_CHECKS = {
  "balance differs from the sum of its ledger": `
    select b.line_id, b.balance_iqd, coalesce(l.total, 0) as ledger_iqd
    from line_balances b
    left join (select line_id, sum(amount_iqd)::int as total from ledger_entries group by line_id) l using (line_id)
    where b.balance_iqd <> coalesce(l.total, 0)`,
  "ledger entry whose balance-after is not the running sum": `
    select id, line_id, balance_after_iqd, running from (
      select id, line_id, balance_after_iqd, sum(amount_iqd) over (partition by line_id order by id)::int as running
      from ledger_entries) x
    where balance_after_iqd <> running`,
  "card credited more than once": `
    select details->>'voucher' as serial, count(*)::int as credits
    from ledger_entries where details ? 'voucher' group by 1 having count(*) > 1`,
  "redeemed card without exactly one credit of its value to its line": `
    select v.serial from vouchers v
    where v.state = 'redeemed' and (
      select count(*) from ledger_entries e
      where e.details->>'voucher' = v.serial and e.line_id = v.redeemed_line_id and e.amount_iqd = v.value_iqd) <> 1`,
  "card credit for a card that is not redeemed": `
    select e.id, e.details->>'voucher' as serial from ledger_entries e
    where e.details ? 'voucher'
      and not exists (select 1 from vouchers v where v.serial = e.details->>'voucher' and v.state = 'redeemed')`,
  "payment credited more than once": `
    select details->>'payment' as payment, count(*)::int as credits
    from ledger_entries where details ? 'payment' and amount_iqd > 0 group by 1 having count(*) > 1`,
  "payment fulfilled without its one credit, or credited without being fulfilled": `
    select p.id, p.state from payments p
    where (p.state = 'fulfilled') <> exists (
      select 1 from ledger_entries e
      where e.details->>'payment' = p.id::text and e.amount_iqd = p.amount_iqd and e.line_id = p.line_id)`,
  "payment still open after reconciliation": `
    select id, state from payments where state in ('created', 'pending', 'succeeded')`,
  "money the gateway took that was neither credited nor returned": `
    select s.ref, s.state as gateway_state, p.state from sandbox_gateway_payments s
    join payments p on p.id::text = s.merchant_ref
    where (s.state = 'succeeded') <> (p.state = 'fulfilled')
       or (s.state = 'refunded') <> (p.state = 'refunded')
       or s.state = 'pending'
       or (p.state = 'fulfilled' and s.amount_iqd <> p.amount_iqd)`,
  "idempotency key committed without its result": `
    select scope, key from idempotency_keys where status = 0`,
} as const;

/** Every whole-database invariant that does not hold, with the rows that break it. */
export async function brokenInvariants(client: pg.Client): Promise<Problems> {
  const problems: Problems = {};
  for (const [name, query] of Object.entries(WHOLE_DATABASE_CHECKS)) {
    const { rows } = await client.query(query);
    if (rows.length > 0) problems[name] = rows.slice(0, 20);
  }
  return problems;
}

type Credit = { ref: string; line_id: string; amount_iqd: number };

async function creditsBy(client: pg.Client, field: "voucher" | "payment" | "subscription") {
  const { rows } = await client.query<Credit>(
    "select details->>$1 as ref, line_id, amount_iqd from ledger_entries where details ? $1",
    [field],
  );
  const byRef = new Map<string, Credit[]>();
  for (const row of rows) byRef.set(row.ref, [...(byRef.get(row.ref) ?? []), row]);
  return byRef;
}

/** Client-seen successes that are not in the ledger exactly once, with the amount the client was told. */
export async function unbookedSuccesses(client: pg.Client, seen: Seen): Promise<Problems> {
  const problems: Problems = {};
  const check = (name: string, items: { ref: string; amountIqd: number }[], credits: Map<string, Credit[]>) => {
    const wrong = items.filter(({ ref, amountIqd }) => {
      const entries = credits.get(ref) ?? [];
      return entries.length !== 1 || entries[0]?.amount_iqd !== amountIqd;
    });
    if (wrong.length > 0) problems[name] = wrong.slice(0, 20).map((w) => ({ ...w, entries: credits.get(w.ref) }));
  };
  check(
    "card recharge a client saw",
    seen.vouchers.map((v) => ({ ref: v.serial, amountIqd: v.amountIqd })),
    await creditsBy(client, "voucher"),
  );
  const paymentCredits = await creditsBy(client, "payment");
  for (const [ref, entries] of paymentCredits) {
    paymentCredits.set(
      ref,
      entries.filter((e) => e.amount_iqd > 0),
    );
  }
  check(
    "online payment a client saw fulfilled",
    seen.payments.map((p) => ({ ref: p.id, amountIqd: p.amountIqd })),
    paymentCredits,
  );
  check(
    "bundle purchase a client saw",
    seen.purchases.map((p) => ({ ref: p.subscriptionId, amountIqd: -p.chargedIqd })),
    await creditsBy(client, "subscription"),
  );
  return problems;
}
