import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient } from "@tests/factories/users";
import type { TestClient } from "@tests/setup/client";
import { downloadPlanner, uploadPlanner } from "@tests/setup/content-planner";
import { setupTestApp } from "@tests/setup/test-app";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { seriesListResponseSchema, seriesResponseSchema } from "../../../shared/contracts/series";
import { readCatalogVersion } from "../catalog-index/index";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient(t);
});

async function episodeIds(seriesId: string): Promise<string[]> {
  return (await admin.getOk(`/api/series/${seriesId}`, seriesResponseSchema)).episodes.map((e) => e.id);
}

async function seriesByTitle(title: string) {
  return (await admin.getOk("/api/series", seriesListResponseSchema)).series.find((s) => s.title === title);
}

describe("the content planner's Series and Episode columns", () => {
  it("are written by the download and read back by the upload: unchanged as downloaded, reordered by Episode", async () => {
    // Played from files: a row keyed by `Id` (the made-up YouTube ids of the factory are no links).
    const video = (n: number) =>
      createVideo(t.db, {
        id: `pohod-${n}`,
        title: `Поход ${n}`,
        platform: "file",
        onPlatformId: `pohod-${n}.webm`,
      });
    const [a, b, c] = [await video(1), await video(2), await video(3)];
    const created = await admin.post("/api/admin/series", { title: "Поход", videoIds: [a, b, c] });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;

    const download = await downloadPlanner(admin);
    expect(download.statusCode).toBe(200);
    const records = parse(download.rawPayload.toString("utf8"), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const cells = (videoId: string) => {
      const record = records.find((r) => r.Id === videoId);
      return [record?.Series, record?.Episode];
    };
    expect([cells(a), cells(b), cells(c)]).toEqual([
      ["Поход", "1"],
      ["Поход", "2"],
      ["Поход", "3"],
    ]);

    const before = await readCatalogVersion(t.db);
    const again = await uploadPlanner(admin, download.rawPayload);
    expect(again.statusCode).toBe(200);
    expect(again.lines.filter((l) => l.startsWith("row ") && !l.endsWith(": unchanged"))).toEqual([]);
    expect(await readCatalogVersion(t.db)).toBe(before);
    expect(await episodeIds(id)).toEqual([a, b, c]);

    // The team renumbers: episode 3 becomes the first.
    const text = download.rawPayload.toString("utf8");
    const renumbered = text
      .split("\r\n")
      .map((line) => (line.includes(`,${c},`) ? line.replace(/,3$/, ",0") : line))
      .join("\r\n");
    const refused = await uploadPlanner(admin, renumbered);
    expect(refused.lines.find((l) => l.includes(`(${c})`) || l.includes("Поход 3"))).toContain(
      'refused: episode "0" is not a whole number from 1',
    );
    const moved = text
      .split("\r\n")
      .map((line) =>
        line.includes(`,${a},`)
          ? line.replace(/,1$/, ",3")
          : line.includes(`,${c},`)
            ? line.replace(/,3$/, ",1")
            : line,
      )
      .join("\r\n");
    const log = await uploadPlanner(admin, moved);
    expect(log.statusCode).toBe(200);
    expect(await episodeIds(id)).toEqual([c, b, a]);
  });
});

describe("the team's “Is a Series' Episode” and “Next episode link”", () => {
  const header =
    "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link,Upload to platform,Is a Series' Episode,Next episode link";
  const file = [
    header,
    "17.03.2024,5,30,Chain channel,Цепочка: начало,Beginner 1,Free,https://youtu.be/CHAINAAAAA1,TRUE,TRUE,https://www.youtube.com/watch?v=CHAINAAAAA2&t=3",
    "18.03.2024,5,30,Chain channel,Цепочка: середина,Beginner 1,Free,https://youtu.be/CHAINAAAAA2,TRUE,TRUE,Цепочка: конец",
    "19.03.2024,5,30,Chain channel,Цепочка: конец,Beginner 1,Free,https://youtu.be/CHAINAAAAA3,TRUE,TRUE,https://www.patreon.com/posts/chain-4",
  ].join("\r\n");

  it("chains a row to the video its next link names, by YouTube link and by exact title, and logs an unknown one", async () => {
    const log = await uploadPlanner(admin, file);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines).toContain(
      "row 4 (CHAINAAAAA3) “Цепочка: конец”: next episode not found: https://www.patreon.com/posts/chain-4",
    );
    expect(log.lines.at(-1)).toBe(
      "Done: 3 rows read, 3 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures.",
    );
    const series = await seriesByTitle("Цепочка: начало");
    expect(series?.episodes).toBe(3);
    const titles = seriesResponseSchema
      .parse((await admin.get(`/api/series/${series?.id}`)).json())
      .episodes.map((e) => e.title);
    expect(titles).toEqual(["Цепочка: начало", "Цепочка: середина", "Цепочка: конец"]);

    // The same file again changes nothing, and says the unknown link again.
    const before = await readCatalogVersion(t.db);
    const again = await uploadPlanner(admin, file);
    expect(again.lines.filter((l) => l.startsWith("row ") && !l.endsWith(": unchanged"))).toEqual([
      "row 4 (CHAINAAAAA3) “Цепочка: конец”: next episode not found: https://www.patreon.com/posts/chain-4",
    ]);
    expect(await readCatalogVersion(t.db)).toBe(before);
  });
});
