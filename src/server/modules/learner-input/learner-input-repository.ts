import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { LearnerInputVersionsTable } from "../../db/schema";
import { catalogVersionSql } from "../catalog-index/index";

/** What an answer made of a learner's input and of the catalog is kept by (kept-answers.ts). */
export interface InputVersions {
  /**
   * The learner's input version (migration 0036): 0 until anything they have heard, logged or
   * learned is written; then moved by every such write, in the same transaction.
   */
  learner: number;
  catalog: number;
}

/** Both versions, in one statement: a view of /progress reads them twice. */
export async function readInputVersions(db: Db, userId: string): Promise<InputVersions> {
  const { rows } = await sql<{
    learner: Selectable<LearnerInputVersionsTable>["version"] | null;
    catalog: string | number;
  }>`
    SELECT (SELECT version FROM learner_input_versions WHERE user_id = ${userId}) AS learner,
      ${catalogVersionSql} AS catalog`.execute(db);
  return { learner: Number(rows[0]?.learner ?? 0), catalog: Number(rows[0]?.catalog ?? 0) };
}
