import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTime } from "./admin-time";

describe("AdminTime", () => {
  it("shows an instant to the minute, or to the second where asked, keeping the ISO text for machines", () => {
    const at = "2026-11-26T14:05:37.000Z";
    expect(renderToStaticMarkup(<AdminTime at={at} />)).toMatch(
      /^<time dateTime="2026-11-26T14:05:37.000Z">\d{1,2} Nov 2026, \d\d:\d\d<\/time>$/,
    );
    expect(renderToStaticMarkup(<AdminTime at={at} seconds />)).toMatch(/, \d\d:\d\d:37<\/time>$/);
  });

  it("shows text that is no date as it came", () => {
    expect(renderToStaticMarkup(<AdminTime at="soon" />)).toBe('<time dateTime="soon">soon</time>');
  });
});
