/** The suggestion list's state: whether it shows, and which option is active (-1: none). */
export type ListState = { open: boolean; active: number };

export type KeyOutcome =
  /** Not ours: let the browser do its default (type, move the caret, submit the form). */
  | { kind: "default" }
  | { kind: "move"; state: ListState }
  /** Open the option at this index. */
  | { kind: "choose"; index: number }
  | { kind: "close" }
  /** Escape on a closed list: empty the box. */
  | { kind: "clear" };

/**
 * The keys of an editable combobox with a listbox popup (WAI-ARIA APG): Down and Up open the list
 * and move through it, wrapping around (Alt+Down only opens it); Enter opens the active option,
 * or submits the search when none is active; Escape closes the list, or clears the box.
 */
export function comboboxKey(key: string, altKey: boolean, state: ListState, count: number): KeyOutcome {
  switch (key) {
    case "ArrowDown":
    case "ArrowUp": {
      if (count === 0) return { kind: "default" };
      const down = key === "ArrowDown";
      if (!state.open) return { kind: "move", state: { open: true, active: altKey ? -1 : down ? 0 : count - 1 } };
      if (down) return { kind: "move", state: { open: true, active: (state.active + 1) % count } };
      return { kind: "move", state: { open: true, active: state.active <= 0 ? count - 1 : state.active - 1 } };
    }
    case "Enter":
      return state.open && state.active >= 0 && state.active < count
        ? { kind: "choose", index: state.active }
        : { kind: "default" };
    case "Escape":
      return state.open && count > 0 ? { kind: "close" } : { kind: "clear" };
    default:
      return { kind: "default" };
  }
}
