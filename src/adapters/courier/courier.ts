/**
 * A courier company behind a small interface (DESIGN.md "adapters"): hand over a parcel, ask where
 * it is, call it back. The built-in sandbox (sandbox-courier.ts) really moves parcels on a timer;
 * a real courier's adapter implements the same three calls over its API.
 */

/** Where a parcel is, in the courier's words mapped to ours. */
export type ShipmentStatus = "dispatched" | "out_for_delivery" | "delivered" | "cancelled";

export type ShipmentRequest = {
  /** Our order's id: a courier must create at most one shipment per merchant reference. */
  orderId: string;
  reference: string;
  recipient: { name: string; msisdn: string };
  destination: { governorate: string | null; city: string | null; district: string | null; street: string | null };
  /** Cash the courier collects at the door (0 when everything was paid online). */
  cashToCollectIqd: number;
};

export type ShipmentReport = {
  status: ShipmentStatus;
  /** Cash the courier reports collected, once delivered. */
  cashCollectedIqd: number;
};

export interface Courier {
  readonly name: string;
  createShipment(request: ShipmentRequest, now: Date): Promise<{ ref: string }>;
  status(ref: string, now: Date): Promise<ShipmentReport>;
  /** Stops a parcel not yet delivered; false when it is too late. */
  cancel(ref: string, now: Date): Promise<boolean>;
}
