import {
  JOURNAL_MAX_ENTRIES,
  JOURNAL_PAGE_SIZE,
  JOURNAL_TEXTS,
  type JournalEntryRequest,
  journalEntryRequestSchema,
  journalEntryResponseSchema,
  journalIdParamsSchema,
  journalQuerySchema,
  journalResponseSchema,
  journalRoutePatterns,
  journalRoutes,
} from "../../../shared/contracts/journal";
import { okResponseSchema } from "../../../shared/contracts/user";
import { localDateOf } from "../../../shared/domain/dates";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/read-page";
import { defineCallerRoutes, type UserRow } from "../user/index";
import { addJournalEntry, deleteJournalEntry, listJournal, updateJournalEntry } from "./journal-repository";

/** The day must have come in the learner's time zone: a journal tells what happened. */
function checkDay(entry: JournalEntryRequest, user: UserRow): JournalEntryRequest {
  if (entry.date > localDateOf(Date.now(), user.timezone))
    throw badRequest("invalid_journal_entry", JOURNAL_TEXTS.future);
  return entry;
}

/**
 * The progress journal (docs/progress.md "Journal"): any visitor with a session keeps one, as they
 * keep their input. A read token may read it, a write token change it (modules/tokens).
 */
export const registerJournalRoutes = defineCallerRoutes((r, { db }) => {
  r.get(
    journalRoutes.journal,
    {
      schema: { querystring: journalQuerySchema, response: { 200: journalResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => {
      const { rows, hasMore } = await readPage(request.query.page, JOURNAL_PAGE_SIZE, (offset, limit) =>
        listJournal(db, user.id, offset, limit),
      );
      return { entries: rows, hasMore };
    },
  );

  r.post(
    journalRoutes.journal,
    {
      schema: { body: journalEntryRequestSchema, response: { 200: journalEntryResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const entry = await addJournalEntry(db, user.id, checkDay(request.body, user), JOURNAL_MAX_ENTRIES);
      if (!entry) throw conflict("journal_full", JOURNAL_TEXTS.tooMany);
      return { entry };
    },
  );

  r.post(
    journalRoutePatterns.update,
    {
      schema: {
        params: journalIdParamsSchema,
        body: journalEntryRequestSchema,
        response: { 200: journalEntryResponseSchema },
      },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const entry = await updateJournalEntry(db, user.id, request.params.id, checkDay(request.body, user));
      if (!entry) throw notFound(JOURNAL_TEXTS.notFound);
      return { entry };
    },
  );

  r.post(
    journalRoutePatterns.delete,
    {
      schema: { params: journalIdParamsSchema, response: { 200: okResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      if (!(await deleteJournalEntry(db, user.id, request.params.id))) throw notFound(JOURNAL_TEXTS.notFound);
      return { ok: true as const };
    },
  );
});
