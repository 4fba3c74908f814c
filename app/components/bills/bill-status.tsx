import type { BillView } from "../../../src/contracts/api/line-history.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** A bill's state in words, marked for colour too (words first: colour alone says nothing to some). */
export function BillStatus({ status }: { status: BillView["status"] }) {
  const { t } = useI18n();
  return <strong className={`bill-status bill-${status}`}>{t(`myzain.bill.status.${status}`)}</strong>;
}
