import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoveButtons, moved } from "./move-buttons";

describe("moved", () => {
  it("takes the item out and puts it back at its new place", () => {
    expect(moved(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moved(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the order as it was for a place outside the list", () => {
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});

describe("the move buttons", () => {
  /** Each button's name and whether it is off. */
  const buttonsOf = (index: number, disabled?: boolean) =>
    renderToStaticMarkup(
      <MoveButtons index={index} count={3} name="Мой город" disabled={disabled} onMove={() => {}} />,
    )
      .split("</button>")
      .filter(Boolean)
      .map((button) => [/aria-label="([^"]*)"/.exec(button)?.[1], button.includes('disabled=""')]);

  it("are named after the row, and each is off at its end of the list", () => {
    expect(buttonsOf(0)).toEqual([
      ["Move up: Мой город", true],
      ["Move down: Мой город", false],
    ]);
    expect(buttonsOf(2)).toEqual([
      ["Move up: Мой город", false],
      ["Move down: Мой город", true],
    ]);
  });

  it("are both off while a change is on its way", () => {
    expect(buttonsOf(1, true)).toEqual([
      ["Move up: Мой город", true],
      ["Move down: Мой город", true],
    ]);
  });
});
