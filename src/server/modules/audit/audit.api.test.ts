import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ENTRIES_SHOWN, auditResponseSchema } from "../../../shared/contracts/admin";
import { listRecentAudit, recordAudit } from "./audit-repository";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
let adminUser: { id: string; email: string };

beforeAll(async () => {
  admin = new TestClient(t.app);
  adminUser = await signUp(t, admin, "Admin", "admin@example.com");
});

async function audit() {
  const response = await admin.get("/api/admin/audit");
  expect(response.statusCode, response.body).toBe(200);
  return auditResponseSchema.parse(response.json()).entries;
}

describe("GET /api/admin/audit", () => {
  it("lists the admins' actions, newest first, with what was done to what", async () => {
    await createVideo(t.db, { id: "doomed" });
    expect((await admin.get("/api/video/doomed/delete")).statusCode).toBe(200);
    await recordAudit(t.db, {
      actor: adminUser,
      action: "topic.add",
      target: "Спорт",
      detail: { note: "а 'кавычки'" },
    });
    const entries = await audit();
    expect(entries.slice(0, 2)).toEqual([
      {
        at: expect.any(String),
        actorEmail: "admin@example.com",
        action: "topic.add",
        target: "Спорт",
        detail: { note: "а 'кавычки'" },
      },
      {
        at: expect.any(String),
        actorEmail: "admin@example.com",
        action: "video.delete",
        target: "doomed",
        detail: {},
      },
    ]);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
  });

  it("gives the 20 most recent", async () => {
    for (let i = 0; i < AUDIT_ENTRIES_SHOWN + 5; i++) {
      await recordAudit(t.db, { actor: null, action: "script.run", target: `run ${i}` });
    }
    const entries = await audit();
    expect(entries).toHaveLength(AUDIT_ENTRIES_SHOWN);
    expect(entries[0]).toMatchObject({ actorEmail: null, target: `run ${AUDIT_ENTRIES_SHOWN + 4}` });
    expect(entries.at(-1)).toMatchObject({ target: "run 5" });
  });

  it("keeps who acted after their account is deleted", async () => {
    const gone = await t.db
      .insertInto("users")
      .values({ email: "gone@example.com", is_anonymous: false, roles: ["admin"] })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await recordAudit(t.db, { actor: gone, action: "user.update", target: "ivan@example.com" });
    await t.db.deleteFrom("users").where("id", "=", gone.id).execute();
    const [entry] = await listRecentAudit(t.db, 1);
    expect(entry).toMatchObject({ actorEmail: "gone@example.com", action: "user.update" });
    const row = await t.db
      .selectFrom("audit_log")
      .select("actor_user_id")
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(row?.actor_user_id).toBeNull();
  });

  it("rolls back with the change it records", async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: adminUser, action: "video.update", target: "never" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await audit()).map((e) => e.target)).not.toContain("never");
  });
});
