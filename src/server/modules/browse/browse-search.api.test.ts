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
  it("matches Russian word forms by their stem", async () => {
    expect(await found("город")).toEqual(["cities"]);
    expect(await found("городах")).toEqual(["cities"]);
    expect(await found("путешествия")).toEqual(["cities"]);
    expect(await found("москве")).toEqual(["moscow"]);
  });

  it("matches the beginning of a word", async () => {
    expect(await found("горо")).toEqual(["cities"]);
    expect(await found("весн")).toEqual(["moscow"]);
    expect(await found("новог")).toEqual(["tree"]);
  });

  it("ignores case and treats ё as е", async () => {
    expect(await found("елка")).toEqual(["tree"]);
    expect(await found("ЁЛКИ")).toEqual(["tree"]);
    expect(await found("МОСКВА")).toEqual(["moscow"]);
  });

  it("searches the description, the channel, the speakers and the topics", async () => {
    expect(await found("поезд")).toEqual(["cities"]);
    expect(await found("slow stories")).toEqual(["moscow"]);
    expect(await found("дмитрия")).toEqual(["speaker"]);
    expect(await found("погоду")).toEqual(["topic"]);
  });

  it("requires every word of the query, in any order", async () => {
    expect(await found("россии городам")).toEqual(["cities"]);
    expect(await found("город москва")).toEqual([]);
    expect(await found("ёлка в доме")).toEqual(["tree"]);
  });

  it("understands English words", async () => {
    expect(await found("story")).toEqual(["english", "moscow"]);
    expect(await found("learn")).toEqual(["english"]);
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
