import { createVideo } from "@tests/factories/catalog";
import { expectApiError } from "@tests/setup/api-error";
import { browsedIds } from "@tests/setup/browse";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: TestClient;

beforeAll(async () => {
  await createVideo(t.db, { id: "cities", title: "По городам России", description: "Путешествие на поезде" });
  await createVideo(t.db, { id: "tree", title: "Новогодняя ёлка", description: "Как украсить ЁЛКУ дома" });
  await createVideo(t.db, { id: "moscow", title: "Москва весной", channel: "Slow Russian Stories" });
  await createVideo(t.db, { id: "speaker", title: "Интервью", speakers: ["Дмитрий Петров"] });
  await createVideo(t.db, { id: "topic", title: "Разговор", topics: ["Погода"] });
  await createVideo(t.db, { id: "english", title: "Learning Russian: first stories" });
  await t.app.catalog.refresh();
  client = new TestClient(t.app);
});

async function found(text: string, extra = ""): Promise<string[]> {
  return (await browsedIds(client, `text=${encodeURIComponent(text)}${extra}`)).sort();
}

describe("text search", () => {
  describe.each<[behaviour: string, searches: [query: string, ids: string[]][]]>([
    [
      "matches Russian word forms by their stem",
      [
        ["город", ["cities"]],
        ["городах", ["cities"]],
        ["путешествия", ["cities"]],
        ["москве", ["moscow"]],
      ],
    ],
    [
      "matches the beginning of a word",
      [
        ["горо", ["cities"]],
        ["весн", ["moscow"]],
        ["новог", ["tree"]],
      ],
    ],
    [
      "ignores case and treats ё as е",
      [
        ["елка", ["tree"]],
        ["ЁЛКИ", ["tree"]],
        ["МОСКВА", ["moscow"]],
      ],
    ],
    [
      "searches the description, the channel, the speakers and the topics",
      [
        ["поезд", ["cities"]],
        ["slow stories", ["moscow"]],
        ["дмитрия", ["speaker"]],
        ["погоду", ["topic"]],
      ],
    ],
    [
      "requires every word of the query, in any order",
      [
        ["россии городам", ["cities"]],
        ["город москва", []],
        ["ёлка в доме", ["tree"]],
      ],
    ],
    [
      "understands English words",
      [
        ["story", ["english", "moscow"]],
        ["learn", ["english"]],
      ],
    ],
  ])("%s", (_behaviour, searches) => {
    it.each(searches)("%j → %j", async (query, ids) => {
      expect(await found(query)).toEqual(ids);
    });
  });

  it("finds nothing for an unknown word, and everything for an empty search", async () => {
    expect(await found("космонавт")).toEqual([]);
    expect(await found("  ")).toHaveLength(6);
    expect(
      (await client.get(`/api/browse/statistics?text=${encodeURIComponent("город")}`)).json().total,
    ).toBe(1);
  });

  it("answers an overlong search with 400 and a sentence", async () => {
    const response = await client.get(`/api/browse/videos?text=${"а".repeat(201)}`);
    expectApiError(response, 400, {
      error: "A search can have at most 200 characters.",
      code: "invalid_request",
    });
  });
});
