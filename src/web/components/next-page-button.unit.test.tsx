import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NextPageButton } from "./next-page-button";

const pages = (hasNextPage: boolean, isFetchingNextPage: boolean) => ({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage: () => Promise.resolve(),
});

describe("the next-page button", () => {
  it("is not there on the last page", () => {
    expect(
      renderToStaticMarkup(
        <NextPageButton pages={pages(false, false)} className="btn">
          More
        </NextPageButton>,
      ),
    ).toBe("");
  });

  it("is enabled until it loads, then disabled, with the spinner only where asked", () => {
    const render = (fetching: boolean, spinner: boolean) =>
      renderToStaticMarkup(
        <NextPageButton pages={pages(true, fetching)} className="btn" spinner={spinner}>
          More
        </NextPageButton>,
      );
    expect(render(false, true)).toBe('<button type="button" class="btn">More</button>');
    expect(render(true, false)).toBe('<button type="button" class="btn" disabled="">More</button>');
    expect(render(true, true)).toBe(
      '<button type="button" class="btn" disabled=""><span class="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>More</button>',
    );
  });
});
