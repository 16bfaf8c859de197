import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signedUpClient } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../shared/contracts/admin";
import { browseStatisticsResponseSchema } from "../../../shared/contracts/browse";
import {
  CATALOG_ADMIN_TEXTS,
  catalogAdminRoutes,
  channelsResponseSchema,
  speakersResponseSchema,
  topicsResponseSchema,
  videoOptionsResponseSchema,
} from "../../../shared/contracts/catalog-admin";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { readCatalogVersion } from "../catalog-index/catalog-repository";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
let learner: TestClient;

beforeAll(async () => {
  admin = await adminClient(t);
  learner = await signedUpClient(t, "Ivan", "ivan@example.com");
  await createVideo(t.db, { id: "used", channel: "Используемый", speakers: ["Анна"], topics: ["Быт"] });
  await t.app.catalog.refresh();
});

const q = (name: string) => `?name=${encodeURIComponent(name)}`;

async function lastAudit(): Promise<string> {
  const entries = auditResponseSchema.parse((await admin.get("/api/admin/audit")).json()).entries;
  return `${entries[0]?.action} ${entries[0]?.target}`;
}

/** The learner's browse statistics' option names of one facet (what the filters offer). */
async function browseOptions(facet: "topics" | "speakers" | "channels"): Promise<string[]> {
  const response = await learner.get("/api/browse/statistics");
  return browseStatisticsResponseSchema.parse(response.json()).statistics[facet].map((o) => o.name);
}

describe("topics", () => {
  it("lists topics with their video counts", async () => {
    const response = await admin.get(catalogAdminRoutes.topics);
    expect(response.statusCode).toBe(200);
    expect(topicsResponseSchema.parse(response.json())).toEqual({ topics: [{ name: "Быт", videoCount: 1 }] });
  });

  it("adds a topic (name trimmed), moves the catalog version and records it; browse offers it", async () => {
    const version = await readCatalogVersion(t.db);
    const response = await admin.get(`${catalogAdminRoutes.topicAdd}${q("  Еда ")}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      topics: [
        { name: "Быт", videoCount: 1 },
        { name: "Еда", videoCount: 0 },
      ],
    });
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(version);
    expect(await lastAudit()).toBe("topic.add Еда");
    expect(await browseOptions("topics")).toContain("Еда");
  });

  it("refuses a name that exists in any letter case (409, saying that it exists, as stored)", async () => {
    for (const name of ["еда", "ЕДА", " Еда"]) {
      const response = await admin.get(`${catalogAdminRoutes.topicAdd}${q(name)}`);
      expectApiError(response, 409, {
        error: "The topic “Еда” already exists: it is in the list.",
        code: "topic_exists",
      });
    }
    expect((await admin.get(catalogAdminRoutes.topics)).json().topics).toHaveLength(2);
  });

  it("refuses an empty name (400)", async () => {
    const response = await admin.get(`${catalogAdminRoutes.topicAdd}${q("   ")}`);
    expectApiError(response, 400, { error: "A name is required.", code: expect.any(String) });
  });

  it("never removes a topic a video uses (409, the remove-failed text)", async () => {
    const response = await admin.get(`${catalogAdminRoutes.topicRemove}${q("быт")}`);
    expectApiError(response, 409, { error: CATALOG_ADMIN_TEXTS.topicRemoveFailed, code: "topic_in_use" });
    expect((await admin.get(catalogAdminRoutes.topics)).json().topics[0]).toEqual({
      name: "Быт",
      videoCount: 1,
    });
  });

  it("removes an unused topic named in any letter case; an unknown name is a 404", async () => {
    const response = await admin.get(`${catalogAdminRoutes.topicRemove}${q("ЕДА")}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ topics: [{ name: "Быт", videoCount: 1 }] });
    expect(await lastAudit()).toBe("topic.remove Еда");
    expect(await browseOptions("topics")).not.toContain("Еда");

    const unknown = await admin.get(`${catalogAdminRoutes.topicRemove}${q("Еда")}`);
    expectApiError(unknown, 404, { error: "There is no topic named “Еда”.", code: "not_found" });
  });
});

describe("speakers", () => {
  it("adds, refuses duplicates in any case, keeps those in use, removes the others", async () => {
    const added = await admin.get(`${catalogAdminRoutes.speakerAdd}${q("Борис")}`);
    expect(added.statusCode).toBe(200);
    expect(speakersResponseSchema.parse(added.json()).speakers).toEqual([
      { name: "Анна", videoCount: 1 },
      { name: "Борис", videoCount: 0 },
    ]);
    const duplicate = await admin.get(`${catalogAdminRoutes.speakerAdd}${q("анна")}`);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe("The speaker “Анна” already exists: it is in the list.");

    const inUse = await admin.get(`${catalogAdminRoutes.speakerRemove}${q("Анна")}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(CATALOG_ADMIN_TEXTS.speakerRemoveFailed);

    const removed = await admin.get(`${catalogAdminRoutes.speakerRemove}${q("борис")}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().speakers).toEqual([{ name: "Анна", videoCount: 1 }]);
    expect(await lastAudit()).toBe("speaker.remove Борис");

    const unknown = await admin.get(`${catalogAdminRoutes.speakerRemove}${q("Никто")}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("There is no speaker named “Никто”.");
  });
});

describe("channels", () => {
  it("lists channels with their url and video counts", async () => {
    const response = await admin.get(catalogAdminRoutes.channels);
    expect(channelsResponseSchema.parse(response.json()).channels).toEqual([
      { id: expect.any(Number), name: "Используемый", url: "", videoCount: 1 },
    ]);
  });

  it("requires a name and an http(s) url, with the product's texts", async () => {
    const cases: [unknown, string][] = [
      [{ url: "https://www.youtube.com/@x" }, CATALOG_ADMIN_TEXTS.channelNameRequired],
      [{ name: " ", url: "https://www.youtube.com/@x" }, CATALOG_ADMIN_TEXTS.channelNameRequired],
      [{ name: "Новый" }, CATALOG_ADMIN_TEXTS.channelUrlRequired],
      [{ name: "Новый", url: "" }, CATALOG_ADMIN_TEXTS.channelUrlRequired],
      [
        { name: "Новый", url: "ftp://files.example/x" },
        "The channel url must start with http:// or https://.",
      ],
      [{ name: "Новый", url: "javascript:alert(1)" }, "The channel url must start with http:// or https://."],
    ];
    await admin.expectRefusals(catalogAdminRoutes.channelAdd, cases);
    expect((await admin.get(catalogAdminRoutes.channels)).json().channels).toHaveLength(1);
  });

  it("adds a channel (trimmed), refuses one that exists in any case, removes an unused one", async () => {
    const added = await admin.post(catalogAdminRoutes.channelAdd, {
      name: " Говорим по-русски ",
      url: " https://www.youtube.com/@govorim ",
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().channels).toEqual([
      {
        id: expect.any(Number),
        name: "Говорим по-русски",
        url: "https://www.youtube.com/@govorim",
        videoCount: 0,
      },
      { id: expect.any(Number), name: "Используемый", url: "", videoCount: 1 },
    ]);
    expect(await lastAudit()).toBe("channel.add Говорим по-русски");

    const duplicate = await admin.post(catalogAdminRoutes.channelAdd, {
      name: "ГОВОРИМ ПО-РУССКИ",
      url: "https://example.com",
    });
    expectApiError(duplicate, 409, {
      error: "The channel “Говорим по-русски” already exists: it is in the list.",
      code: "channel_exists",
    });

    const inUse = await admin.get(`${catalogAdminRoutes.channelRemove}${q("Используемый")}`);
    expectApiError(inUse, 409, { error: CATALOG_ADMIN_TEXTS.channelRemoveFailed, code: "channel_in_use" });

    const removed = await admin.get(`${catalogAdminRoutes.channelRemove}${q("говорим по-русски")}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().channels.map((c: { name: string }) => c.name)).toEqual(["Используемый"]);

    const unknown = await admin.get(`${catalogAdminRoutes.channelRemove}${q("Говорим по-русски")}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("There is no channel named “Говорим по-русски”.");
  });
});

describe("GET /api/admin/video-options", () => {
  it("gives the levels, topics, speakers and channels (with counts) the forms choose from", async () => {
    await admin.get(`${catalogAdminRoutes.topicAdd}${q("Спорт")}`);
    const response = await admin.get(catalogAdminRoutes.videoOptions);
    expect(response.statusCode).toBe(200);
    expect(videoOptionsResponseSchema.parse(response.json())).toEqual({
      levels: [...VIDEO_LEVELS],
      topics: ["Быт", "Спорт"],
      speakers: ["Анна"],
      channels: [{ id: expect.any(Number), name: "Используемый", url: "", videoCount: 1 }],
    });
  });
});
