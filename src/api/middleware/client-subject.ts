import { isIPv6 } from "node:net";

/**
 * The subject of per-client limits for an address. One IPv6 customer usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses count per /64; IPv4, IPv4-mapped IPv6 and
 * anything that is not an address count as they are.
 */
export function clientSubject(address: string): string {
  if (!isIPv6(address) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
