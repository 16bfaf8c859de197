import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WordsGrowthChart } from "./words-growth-chart";

describe("WordsGrowthChart", () => {
  it("draws an SVG named for screen readers and a table of the acquired count by hours of input", () => {
    const html = renderToString(
      <WordsGrowthChart
        growth={[
          { hours: 1, acquired: 12 },
          { hours: 3, acquired: 1250 },
        ]}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Words acquired over hours of input');
    expect(html).toContain("<caption>Words acquired by hours of input, oldest first</caption>");
    const rows = [...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ["1", "12"],
      ["3", "1,250"],
    ]);
  });

  it("shows nothing before the first word is acquired", () => {
    expect(renderToString(<WordsGrowthChart growth={[]} />)).toBe("");
  });
});
