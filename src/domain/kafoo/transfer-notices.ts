import { formatMsisdn, maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { holderOfLine, kafooSms } from "./line-holder.ts";
import type { Party, Recipient } from "./transfer-parties.ts";

export type TransferNotice = {
  reference: string;
  sender: Party & { accountId: string };
  recipient: Recipient;
  amountIqd: number;
  feeIqd: number;
  senderBalanceIqd: number;
  at: Date;
};

/**
 * Tells both sides in the transfer's transaction. The recipient always gets an SMS (it is how a
 * line without myzain learns of it) in the language of the account holding it, Arabic when none
 * does, naming the sender by number (what a call would show), never by name; an account holding
 * it also gets a notice. The sender gets a notice and an SMS receipt naming the masked number.
 */
export async function tellTransfer(tx: Db, n: TransferNotice): Promise<void> {
  const dedupeKey = `transfer:${n.reference}`;
  await notify(tx, {
    accountId: n.sender.accountId,
    lineId: n.sender.id,
    kind: "transfer_sent",
    params: {
      amount: n.amountIqd,
      price: n.feeIqd,
      balance: n.senderBalanceIqd,
      msisdn: maskMsisdn(n.recipient.msisdn),
    },
    dedupeKey,
    at: n.at,
  });
  if (n.recipient.holder) {
    await notify(tx, {
      accountId: n.recipient.holder.accountId,
      lineId: n.recipient.id,
      kind: "transfer_received",
      params: { amount: n.amountIqd, msisdn: formatMsisdn(n.sender.msisdn) },
      dedupeKey,
      at: n.at,
    });
  }
  const received = kafooSms(n.recipient.holder, "sms.kafoo.received", {
    amount: n.amountIqd,
    // One run of digits, so the number keeps its order inside Arabic or Kurdish text.
    sender: `0${n.sender.msisdn.slice(3)}`,
    reference: n.reference.slice(0, 8).toUpperCase(),
  });
  await enqueueSms(tx, n.recipient.msisdn, received);
  const sent = kafooSms(await holderOfLine(tx, n.sender.id), "sms.kafoo.sent", {
    amount: n.amountIqd,
    fee: n.feeIqd,
    recipient: maskMsisdn(n.recipient.msisdn),
    balance: n.senderBalanceIqd,
    reference: n.reference.slice(0, 8).toUpperCase(),
  });
  await enqueueSms(tx, n.sender.msisdn, sent);
}
