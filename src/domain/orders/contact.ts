/**
 * The contact number of an order: a mobile on any Iraqi network (Asiacell 077x, Korek 075x, this
 * network's own 078x/079x…), checked with libphonenumber's metadata. This is deliberately not the
 * rule for this network's lines (src/contracts/msisdn.ts): a customer ordering their first line
 * here usually has a number elsewhere.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { latinDigits } from "../../contracts/msisdn.ts";
import { DomainError } from "../errors.ts";

/** E.164 digits without "+" (9647701234567), or a field error on `field`. */
export function parseContactNumber(input: string, field = "contact"): string {
  const phone = parsePhoneNumberFromString(latinDigits(input).replace(/[\u200e\u200f]/g, ""), "IQ");
  if (phone?.country !== "IQ" || !phone.isValid() || phone.getType() !== "MOBILE") {
    throw new DomainError("invalid", "contact_invalid", { field });
  }
  return phone.number.slice(1);
}
