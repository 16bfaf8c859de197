import { type Selectable, sql } from "kysely";
import type { Assessment, AssessmentRequest } from "../../../shared/contracts/assessments";
import type { Db } from "../../db/create-db";
import type { SelfAssessmentsTable } from "../../db/schema";

/** The columns toAssessment reads; their types are the table's (db/schema.ts). */
type AssessmentRow = Omit<Selectable<SelfAssessmentsTable>, "user_id">;

function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    inputSeconds: Number(row.input_ms) / 1000,
    understanding: row.understanding,
    listening: row.listening,
    speaking: row.speaking,
    reading: row.reading,
    note: row.note,
  };
}

/** The learner's assessments, oldest first (the chart reads them in order). */
export async function listAssessments(db: Db, userId: string): Promise<Assessment[]> {
  const rows = await db
    .selectFrom("self_assessments")
    .select(["id", "created_at", "input_ms", "understanding", "listening", "speaking", "reading", "note"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toAssessment);
}

/**
 * Stores an assessment with the learner's total input read in the same statement (never a figure
 * the client sends), unless they already hold `max` (then null).
 */
export async function addAssessment(
  db: Db,
  userId: string,
  answer: AssessmentRequest,
  max: number,
): Promise<Assessment | null> {
  const { rows } = await sql<AssessmentRow>`
    INSERT INTO self_assessments (user_id, input_ms, understanding, listening, speaking, reading, note)
    SELECT id, watch_time_ms, ${answer.understanding}, ${answer.listening}, ${answer.speaking},
           ${answer.reading}, ${answer.note}
      FROM users
     WHERE id = ${userId}
       AND (SELECT count(*) FROM self_assessments WHERE user_id = ${userId}) < ${max}
    RETURNING id, created_at, input_ms, understanding, listening, speaking, reading, note`.execute(db);
  return rows[0] ? toAssessment(rows[0]) : null;
}
