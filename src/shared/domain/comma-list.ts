/**
 * Comma lists in the browse URL (docs/product-rules.md "Validation"): values that contain a comma or a double quote are
 * wrapped in double quotes, with inner quotes doubled, e.g. `Быт,"Еда, напитки"`.
 */
export function formatCommaList(values: readonly string[]): string {
  return values.map((v) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(",");
}

/** The inverse of formatCommaList; empty items are dropped. */
export function parseCommaList(text: string | undefined | null): string[] {
  if (!text) return [];
  const values: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current.trim() === "") {
      quoted = true;
      current = "";
    } else if (ch === ",") {
      values.push(current.trim());
      current = "";
    } else current += ch;
  }
  values.push(current.trim());
  return values.filter((v) => v !== "");
}
