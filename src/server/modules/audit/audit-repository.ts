import type { AuditEntry } from "../../../shared/contracts/admin";
import type { Db } from "../../db/create-db";

/** Who acted: an admin (a session's user satisfies it), or null for a script. */
export interface AuditActor {
  id: string;
  email: string | null;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** A stable word for the action, "<thing>.<verb>": "video.delete", "topic.add", "user.update". */
  action: string;
  /** What it was done to: a video id, an email, a name. */
  target: string;
  /** What else is worth knowing (the changed fields, say); a JSON object. */
  detail?: Record<string, unknown>;
}

/**
 * Records an admin action. Pass the transaction of the change itself when there is one, so that
 * the entry and the change commit (or roll back) together.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_user_id: record.actor?.id ?? null,
      actor_email: record.actor?.email ?? null,
      action: record.action,
      target: record.target,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
}

/** The `limit` most recent entries, newest first. */
export async function listRecentAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["at", "actor_email", "action", "target", "detail"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actorEmail: r.actor_email,
    action: r.action,
    target: r.target,
    detail: r.detail,
  }));
}
