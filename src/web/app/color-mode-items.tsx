import { COLOR_MODES, type ColorMode } from "../../shared/domain/color-mode";
import { setColorMode, useColorMode } from "./color-mode";

const LABELS: Record<ColorMode, string> = { light: "Light", dark: "Dark", system: "System" };

/**
 * The user menu's "Theme" group: three radio items (WAI-ARIA `menuitemradio`), the chosen one
 * checked. Choosing one changes the page at once and is remembered in this browser.
 */
export function ColorModeItems({ close }: { close: () => void }) {
  const mode = useColorMode();
  return (
    <div role="group" aria-labelledby="color-mode-heading">
      <div id="color-mode-heading" className="dropdown-header">
        Theme
      </div>
      {COLOR_MODES.map((option) => (
        <button
          key={option}
          type="button"
          role="menuitemradio"
          aria-checked={mode === option}
          className="dropdown-item color-mode-item"
          onClick={() => {
            setColorMode(option);
            close();
          }}
        >
          <span className="color-mode-check" aria-hidden="true">
            {mode === option ? "✓" : ""}
          </span>
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
