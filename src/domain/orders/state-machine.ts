/**
 * Every order's allowed moves, as data (docs/decisions/050-order-paths.md). A path is the happy
 * road of one kind of order; the exits (cancel, expire, reject and redo) are added to it by rule,
 * so a test can walk each path and prove that nothing else is allowed.
 */
import type { Fulfilment, OrderPath, OrderPaymentMethod, OrderState } from "../../contracts/orders.ts";
import { orderPaths } from "../../contracts/orders.ts";

export { type OrderPath, orderPaths };

/**
 * The happy road of each path. Online payment comes before the identity review, so a reviewer's
 * time goes only to paid orders; cash orders are reviewed first and paid at the door or the counter.
 * Phones alone need no identity check (no line is registered). Pick-up orders are made ready at the
 * store and completed when the store hands them over; an eSIM completes on approval (its line is
 * created then and the activation code shown until the profile is downloaded).
 */
export const HAPPY_ROADS: Record<OrderPath, readonly OrderState[]> = {
  sim_courier: ["new", "awaiting_payment", "in_review", "approved", "dispatched", "delivered", "completed"],
  sim_pickup: ["new", "awaiting_payment", "in_review", "approved", "completed"],
  esim: ["new", "awaiting_payment", "in_review", "approved", "completed"],
  phone_courier: ["new", "awaiting_payment", "approved", "dispatched", "delivered", "completed"],
  phone_pickup: ["new", "awaiting_payment", "approved", "completed"],
  sim_courier_cod: ["new", "in_review", "approved", "dispatched", "delivered", "completed"],
  sim_pickup_cod: ["new", "in_review", "approved", "completed"],
  phone_courier_cod: ["new", "approved", "dispatched", "delivered", "completed"],
  phone_pickup_cod: ["new", "approved", "completed"],
};

/** States from which the customer (or staff) may still cancel: nothing has left the warehouse. */
export const CANCELLABLE: readonly OrderState[] = ["new", "awaiting_payment", "in_review", "approved", "rejected"];

export type Move = { from: OrderState; to: OrderState };

/** Every move a path allows: its road, plus cancel before dispatch, expiry unpaid, reject and redo. */
export function allowedMoves(path: OrderPath): Move[] {
  const road = HAPPY_ROADS[path];
  const moves: Move[] = [];
  for (let i = 0; i + 1 < road.length; i++) moves.push({ from: road[i] as OrderState, to: road[i + 1] as OrderState });
  for (const from of CANCELLABLE) {
    if (from === "rejected" && !road.includes("in_review")) continue;
    if (road.includes(from) || from === "rejected") moves.push({ from, to: "cancelled" });
  }
  moves.push({ from: "new", to: "expired" });
  if (road.includes("awaiting_payment")) moves.push({ from: "awaiting_payment", to: "expired" });
  if (road.includes("in_review")) {
    moves.push({ from: "in_review", to: "rejected" }, { from: "rejected", to: "in_review" });
  }
  return moves;
}

const table = new Map<OrderPath, Set<string>>(
  orderPaths.map((path) => [path, new Set(allowedMoves(path).map((m) => `${m.from}>${m.to}`))]),
);

export const canMove = (path: OrderPath, from: OrderState, to: OrderState) =>
  table.get(path)?.has(`${from}>${to}`) ?? false;

/** The path of an order from what it holds and how it is delivered and paid. */
export function pathOf(a: { hasLine: boolean; fulfilment: Fulfilment; paymentMethod: OrderPaymentMethod }): OrderPath {
  if (a.fulfilment === "esim") return "esim";
  const base = `${a.hasLine ? "sim" : "phone"}_${a.fulfilment}` as const;
  return a.paymentMethod === "cash_on_delivery" ? `${base}_cod` : base;
}

/** The state after `new` once the order is saved: to payment, to review, or straight to approval. */
export const firstMove = (path: OrderPath): OrderState => HAPPY_ROADS[path][1] as OrderState;

/** Where an order goes once its online payment is confirmed. */
export const afterPayment = (path: OrderPath): OrderState => {
  const road = HAPPY_ROADS[path];
  return road[road.indexOf("awaiting_payment") + 1] as OrderState;
};

/** Whether the path passes through the identity review. */
export const needsReview = (path: OrderPath) => HAPPY_ROADS[path].includes("in_review");
