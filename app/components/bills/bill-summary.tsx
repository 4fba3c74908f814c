import type { ReactNode } from "react";
import type { BillDetail } from "../../../src/contracts/api/bills.ts";
import { billNumber } from "../../../src/contracts/bill-text.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { BillStatus } from "./bill-status.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The bill's facts: line, number, dates, state, and what it came to, what is paid and what is left. */
export function BillSummary({ bill }: { bill: BillDetail }) {
  const { t, format } = useI18n();
  return (
    <dl className="bill-summary">
      <Fact label={t("bills.bill.line")}>
        <bdi dir="ltr">{formatMsisdn(bill.line.msisdn)}</bdi>
      </Fact>
      <Fact label={t("bills.bill.number")}>
        <bdi dir="ltr">{billNumber(bill.id)}</bdi>
      </Fact>
      <Fact label={t("bills.bill.issuedAt")}>{format.date(bill.issuedAt)}</Fact>
      <Fact label={t("bills.bill.dueAt")}>{format.date(bill.dueAt)}</Fact>
      <Fact label={t("bills.bill.status")}>
        <BillStatus status={bill.status} />
      </Fact>
      <Fact label={t("bills.bill.total")}>
        <bdi>{format.iqd(bill.totalIqd)}</bdi>
      </Fact>
      <Fact label={t("bills.bill.paid")}>
        <bdi>{format.iqd(bill.paidIqd)}</bdi>
      </Fact>
      <Fact label={t("bills.bill.left")}>
        <bdi>{format.iqd(bill.totalIqd - bill.paidIqd)}</bdi>
      </Fact>
    </dl>
  );
}
