import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import {
  FEEDBACK_PAGE_SIZE,
  feedbackListResponseSchema,
  feedbackUnhandledCountResponseSchema,
} from "../../../shared/contracts/feedback-admin";

const t = setupTestApp({ adminEmails: ["admin@example.com"] });
let admin: TestClient;
let learner: TestClient;

beforeAll(async () => {
  admin = (await newLearner(t, "Admin", "admin@example.com")).client;
  learner = (await newLearner(t, "Ольга", "olga@example.com")).client;
});

async function send(client: TestClient, body: Record<string, string>) {
  const response = await client.post("/api/feedback", body);
  expect(response.statusCode, response.body).toBe(200);
}

async function list(query = "") {
  return await admin.getOk(`/api/admin/feedback${query}`, feedbackListResponseSchema);
}

describe("the admin's feedback list", () => {
  it("lists every submission newest first with its seven answers, its author or none, and the unhandled count", async () => {
    await send(learner, { experience: "Отлично", comments: "Больше видео!" });
    const { client: visitor } = await newVisitor(t);
    await send(visitor, { design: "Clean." });
    const answer = await list();
    expect(answer.unhandled).toBe(2);
    expect(answer.total).toBe(2);
    expect(answer.feedback.map((f) => [f.author, f.design, f.experience])).toEqual([
      [null, "Clean.", ""],
      [{ name: "Ольга", email: "olga@example.com" }, "", "Отлично"],
    ]);
    expect(answer.feedback[1]).toMatchObject({
      comments: "Больше видео!",
      easeOfUse: "",
      contentQuality: "",
      performance: "",
      suggestion: "",
      handledAt: null,
      handledBy: null,
    });
    expect(Date.parse(answer.feedback[0]?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("marks submissions handled and back, filters by that, audits it, and refuses ids it does not hold", async () => {
    const [newest, older] = (await list()).feedback;
    const marked = await admin.post("/api/admin/feedback/handled", { ids: [older?.id], handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ message: "Marked as handled", unhandled: 1 });

    const handled = await list("?status=handled");
    expect(handled.feedback.map((f) => f.id)).toEqual([older?.id]);
    expect(handled.feedback[0]?.handledBy).toBe("admin@example.com");
    expect((await list("?status=unhandled")).feedback.map((f) => f.id)).toEqual([newest?.id]);
    expect((await list("?status=all")).total).toBe(2);

    const audit = await admin.get("/api/admin/audit");
    expect(audit.json().entries[0]).toMatchObject({
      actorEmail: "admin@example.com",
      action: "feedback.handled",
      target: String(older?.id),
    });

    const stale = await admin.post("/api/admin/feedback/handled", {
      ids: [newest?.id, 999999],
      handled: true,
    });
    expectApiError(stale, 404, {
      error: "No feedback has the id 999999: reload the list and try again.",
      code: "not_found",
    });
    expect((await list()).unhandled).toBe(1);

    const back = await admin.post("/api/admin/feedback/handled", { ids: [older?.id], handled: false });
    expect(back.json()).toEqual({ message: "Marked as not handled", unhandled: 2 });
  });

  it("refuses a bad filter, page or id list with a sentence", async () => {
    const cases: [string, string, unknown][] = [
      ["GET", "/api/admin/feedback?status=new", "status must be unhandled, handled or all."],
      ["GET", "/api/admin/feedback?page=0", "page must be a whole number from 1."],
      ["POST", "/api/admin/feedback/handled", { ids: [], handled: true }],
      ["POST", "/api/admin/feedback/handled", { ids: [1e12], handled: true }],
      ["POST", "/api/admin/feedback/handled", { ids: [1], handled: "yes" }],
    ];
    for (const [method, url, bodyOrError] of cases) {
      const response =
        method === "GET"
          ? await admin.get(url)
          : await admin.post(url, bodyOrError as Record<string, unknown>);
      expect(response.statusCode, `${url} ${JSON.stringify(bodyOrError)}`).toBe(400);
      expect(response.json().code).toBe("invalid_request");
      if (typeof bodyOrError === "string") expect(response.json().error).toBe(bodyOrError);
    }
  });

  it("pages by twenty", async () => {
    for (let i = 0; i < FEEDBACK_PAGE_SIZE + 1; i++) await send(learner, { comments: `Note ${i}` });
    const first = await list("?status=all");
    const second = await list("?status=all&page=2");
    expect(first.feedback).toHaveLength(FEEDBACK_PAGE_SIZE);
    expect(first.feedback[0]?.comments).toBe(`Note ${FEEDBACK_PAGE_SIZE}`);
    expect(second.feedback.map((f) => f.comments).slice(0, 1)).toEqual(["Note 0"]);
    expect(first.total).toBe(FEEDBACK_PAGE_SIZE + 3);
  });

  it("exports every submission as CSV, a formula typed by a learner made harmless", async () => {
    await send(learner, { suggestion: '=HYPERLINK("http://evil")' });
    const response = await admin.get("/api/admin/feedback/export-csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="feedback.csv"');
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,authorName,authorEmail,experience,easeOfUse,design,contentQuality,performance,suggestion,comments,handledAt,handledBy",
    );
    expect(lines[1]).toContain(`,Ольга,olga@example.com,,,,,,"'=HYPERLINK(""http://evil"")",,,`);
    expect(lines.filter((line) => line !== "")).toHaveLength(1 + FEEDBACK_PAGE_SIZE + 4);
  });

  it("counts the submissions not handled yet on its own, for the hub, as the list counts them", async () => {
    const count = async () => {
      const response = await admin.get("/api/admin/feedback/unhandled-count");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return feedbackUnhandledCountResponseSchema.parse(response.json()).unhandled;
    };
    const before = await count();
    expect(before).toBe((await list()).unhandled);
    await send(learner, { comments: "One more" });
    expect(await count()).toBe(before + 1);
    const [newest] = (await list()).feedback;
    const marked = await admin.post("/api/admin/feedback/handled", { ids: [newest?.id], handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await count()).toBe(before);
  });

  it("is for admins only", async () => {
    for (const url of [
      "/api/admin/feedback",
      "/api/admin/feedback/export-csv",
      "/api/admin/feedback/unhandled-count",
    ]) {
      expect((await learner.get(url)).statusCode).toBe(403);
    }
    const mark = await learner.post("/api/admin/feedback/handled", { ids: [1], handled: true });
    expect(mark.statusCode).toBe(403);
    expect((await list()).unhandled).toBe(FEEDBACK_PAGE_SIZE + 4);
  });
});
