/** Every order path can be walked from new to completed, and no move outside the table is allowed. */
import { expect, test } from "vitest";
import { type OrderState, orderStates } from "../../contracts/orders.ts";
import { allowedMoves, canMove, HAPPY_ROADS, orderPaths, pathOf } from "./state-machine.ts";

test("every path walks from new to completed one allowed move at a time", () => {
  for (const path of orderPaths) {
    const road = HAPPY_ROADS[path];
    expect(road[0]).toBe("new");
    expect(road.at(-1)).toBe("completed");
    for (let i = 0; i + 1 < road.length; i++)
      expect(canMove(path, road[i] as OrderState, road[i + 1] as OrderState)).toBe(true);
  }
});

test("nothing outside each path's moves is allowed: no skipping payment, review or dispatch, no way back", () => {
  for (const path of orderPaths) {
    const allowed = new Set(allowedMoves(path).map((m) => `${m.from}>${m.to}`));
    for (const from of orderStates) {
      for (const to of orderStates) expect(canMove(path, from, to)).toBe(allowed.has(`${from}>${to}`));
    }
    for (const final of ["completed", "cancelled", "expired"] as const) {
      expect(orderStates.some((to) => canMove(path, final, to))).toBe(false);
    }
    expect(canMove(path, "dispatched", "cancelled")).toBe(false);
  }
  expect(canMove("sim_courier", "awaiting_payment", "approved")).toBe(false);
  expect(canMove("sim_courier", "rejected", "in_review")).toBe(true);
  expect(canMove("phone_courier", "awaiting_payment", "approved")).toBe(true);
  expect(canMove("phone_courier", "in_review", "rejected")).toBe(false);
  expect(canMove("sim_courier_cod", "new", "awaiting_payment")).toBe(false);
  expect(canMove("esim", "approved", "dispatched")).toBe(false);
});

test("the path follows from what is ordered, how it travels and how it is paid", () => {
  expect(pathOf({ hasLine: true, fulfilment: "esim", paymentMethod: "online" })).toBe("esim");
  expect(pathOf({ hasLine: false, fulfilment: "courier", paymentMethod: "cash_on_delivery" })).toBe(
    "phone_courier_cod",
  );
  expect(pathOf({ hasLine: true, fulfilment: "pickup", paymentMethod: "online" })).toBe("sim_pickup");
});
