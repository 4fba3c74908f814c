import { expect, test } from "vitest";
import { comboboxKey } from "./combobox-keys.ts";

const closed = { open: false, active: -1 };

test("Down opens the list on the first option and moves on, wrapping around", () => {
  expect(comboboxKey("ArrowDown", false, closed, 3)).toEqual({ kind: "move", state: { open: true, active: 0 } });
  expect(comboboxKey("ArrowDown", false, { open: true, active: 0 }, 3)).toEqual({
    kind: "move",
    state: { open: true, active: 1 },
  });
  expect(comboboxKey("ArrowDown", false, { open: true, active: 2 }, 3)).toEqual({
    kind: "move",
    state: { open: true, active: 0 },
  });
});

test("Up opens the list on the last option and moves back, wrapping around", () => {
  expect(comboboxKey("ArrowUp", false, closed, 3)).toEqual({ kind: "move", state: { open: true, active: 2 } });
  expect(comboboxKey("ArrowUp", false, { open: true, active: 0 }, 3)).toEqual({
    kind: "move",
    state: { open: true, active: 2 },
  });
});

test("Alt+Down only opens the list; arrows do nothing without suggestions", () => {
  expect(comboboxKey("ArrowDown", true, closed, 3)).toEqual({ kind: "move", state: { open: true, active: -1 } });
  expect(comboboxKey("ArrowDown", false, closed, 0)).toEqual({ kind: "default" });
});

test("Enter opens the active option, else the form searches", () => {
  expect(comboboxKey("Enter", false, { open: true, active: 1 }, 3)).toEqual({ kind: "choose", index: 1 });
  expect(comboboxKey("Enter", false, { open: true, active: -1 }, 3)).toEqual({ kind: "default" });
  expect(comboboxKey("Enter", false, { open: false, active: 1 }, 3)).toEqual({ kind: "default" });
});

test("Escape closes an open list, and on a closed one clears the box", () => {
  expect(comboboxKey("Escape", false, { open: true, active: 0 }, 3)).toEqual({ kind: "close" });
  expect(comboboxKey("Escape", false, closed, 3)).toEqual({ kind: "clear" });
  expect(comboboxKey("a", false, closed, 3)).toEqual({ kind: "default" });
});
