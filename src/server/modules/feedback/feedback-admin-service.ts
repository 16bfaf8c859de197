import { FEEDBACK_FIELDS } from "../../../shared/contracts/feedback";
import {
  FEEDBACK_ADMIN_TEXTS,
  FEEDBACK_PAGE_SIZE,
  type FeedbackItem,
  type FeedbackListQuery,
  type FeedbackListResponse,
  type FeedbackMarkRequest,
  type FeedbackUnhandledCountResponse,
} from "../../../shared/contracts/feedback-admin";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import { type CsvCell, toCsv } from "../../lib/csv";
import { type AuditActor, recordAudit } from "../audit/index";
import {
  countFeedback,
  existingFeedbackIds,
  type FeedbackListRow,
  listFeedback,
  markFeedback,
} from "./feedback-admin-repository";

/** The columns of feedback.csv: the list's fields, in its order. */
export const FEEDBACK_CSV_COLUMNS = [
  "id",
  "createdAt",
  "authorName",
  "authorEmail",
  ...FEEDBACK_FIELDS,
  "handledAt",
  "handledBy",
] as const;

/** A row of feedback.csv: a cell in every column. */
type FeedbackCsvRow = Record<(typeof FEEDBACK_CSV_COLUMNS)[number], CsvCell>;

/** A submission as its row of feedback.csv: what remains of the item past its own fields is the answers. */
function toCsvRow({ id, createdAt, author, handledAt, handledBy, ...answers }: FeedbackItem): FeedbackCsvRow {
  return {
    id,
    createdAt,
    authorName: author?.name ?? "",
    authorEmail: author?.email ?? "",
    ...answers,
    handledAt: handledAt ?? "",
    handledBy: handledBy ?? "",
  };
}

function toItem(row: FeedbackListRow): FeedbackItem {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    author: row.author_email === null ? null : { name: row.author_name ?? "", email: row.author_email },
    experience: row.experience,
    easeOfUse: row.ease_of_use,
    design: row.design,
    contentQuality: row.content_quality,
    performance: row.performance,
    suggestion: row.suggestion,
    comments: row.comments,
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_by,
  };
}

/** What learners wrote in the feedback form, for the team (docs/admin.md "Feedback"). */
export function createFeedbackAdminService(db: Db) {
  return {
    async list({ status, page }: FeedbackListQuery): Promise<FeedbackListResponse> {
      const [rows, total, unhandled] = await Promise.all([
        listFeedback(db, status, { offset: (page - 1) * FEEDBACK_PAGE_SIZE, limit: FEEDBACK_PAGE_SIZE }),
        countFeedback(db, status),
        countFeedback(db, "unhandled"),
      ]);
      return { feedback: rows.map(toItem), total, unhandled, page, pageSize: FEEDBACK_PAGE_SIZE };
    },

    /** How many submissions are not handled yet: the admin hub's count on its Feedback button. */
    async unhandledCount(): Promise<FeedbackUnhandledCountResponse> {
      return { unhandled: await countFeedback(db, "unhandled") };
    },

    /** Every submission, newest first, as feedback.csv. */
    async exportCsv(): Promise<string> {
      const rows = (await listFeedback(db, "all")).map((row) => toCsvRow(toItem(row)));
      return toCsv(FEEDBACK_CSV_COLUMNS, rows);
    },

    /**
     * Marks submissions handled, or not handled again; audited. Every id must be stored (404
     * naming those that are not, and nothing changes): the list the admin acted on is stale.
     */
    async mark(actor: AuditActor, { ids, handled }: FeedbackMarkRequest) {
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        const existing = await existingFeedbackIds(trx, unique);
        const missing = unique.filter((id) => !existing.has(id));
        if (missing.length > 0) throw notFound(FEEDBACK_ADMIN_TEXTS.notFound(missing));
        await markFeedback(trx, unique, handled ? (actor.email ?? actor.id) : null);
        await recordAudit(trx, {
          actor,
          action: handled ? "feedback.handled" : "feedback.unhandled",
          target: unique.join(", "),
        });
      });
      return {
        message: handled ? FEEDBACK_ADMIN_TEXTS.markedHandled : FEEDBACK_ADMIN_TEXTS.markedUnhandled,
        unhandled: await countFeedback(db, "unhandled"),
      };
    },
  };
}
