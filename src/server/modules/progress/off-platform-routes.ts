import {
  type OffPlatformChangeResponse,
  offPlatformChangeResponseSchema,
  offPlatformDeleteRequestSchema,
  offPlatformEntryRequestSchema,
  offPlatformImportErrorSchema,
  offPlatformLogsResponseSchema,
  progressRoutes,
} from "../../../shared/contracts/progress";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { defineCallerRoutes, todayTotalMs, type UserRow } from "../user/index";
import { checkEntry, importErrorBody, parseImportFile, uploadedText } from "./off-platform-entries";
import { addEntries, deleteEntry, type EntryMatch, entryKey, listLogs } from "./off-platform-repository";

const ALREADY_LOGGED = "This entry is already in your log.";

/**
 * Off-platform input: the log, one entry at a time or a CSV import (docs/progress.md), for any
 * visitor with a session (its guard answers 401 before the body is read). `config.token`:
 * a personal access token may read the log, and with the write scope change it (modules/tokens).
 */
export const registerOffPlatformRoutes = defineCallerRoutes((r, deps) => {
  const { db } = deps;
  async function changed(user: UserRow, count: number, totalMs: number): Promise<OffPlatformChangeResponse> {
    return {
      ok: true,
      count,
      logs: await listLogs(db, user.id),
      watchTimeSeconds: totalMs / 1000,
      watchTimeTodaySeconds: (await todayTotalMs(db, user)) / 1000,
    };
  }

  r.get(
    progressRoutes.offPlatformLogs,
    {
      schema: { response: { 200: offPlatformLogsResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user) => ({ logs: await listLogs(db, user.id) }),
  );

  r.post(
    progressRoutes.offPlatformTime,
    {
      schema: { body: offPlatformEntryRequestSchema, response: { 200: offPlatformChangeResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const checked = checkEntry(request.body, user.timezone, Date.now());
      if (!checked.ok) throw badRequest("invalid_off_platform_entry", checked.error);
      const outcome = await addEntries(db, user.id, [checked.entry]);
      if (!outcome.ok) throw conflict("duplicate_entry", ALREADY_LOGGED);
      await deps.afterInput(user);
      return changed(user, 1, outcome.totalMs);
    },
  );

  r.post(
    progressRoutes.offPlatformDelete,
    {
      schema: { body: offPlatformDeleteRequestSchema, response: { 200: offPlatformChangeResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const { id, startDate, startTime, minutes } = request.body;
      const match: EntryMatch = id
        ? { id }
        : { startDate: startDate as string, startTime: startTime as string, minutes: minutes as number };
      const outcome = await deleteEntry(db, user.id, match);
      if (!outcome) throw notFound("There is no such entry in your log: it may have been deleted already.");
      return changed(user, 1, outcome.totalMs);
    },
  );

  // Multipart with one field `file`: no body schema, the handler reads and checks the file itself.
  r.post(
    progressRoutes.offPlatformImport,
    {
      schema: { response: { 200: offPlatformChangeResponseSchema, 400: offPlatformImportErrorSchema } },
      config: { ...OWN_DATA_WRITE, forms: "file" },
    },
    async (user, request, reply) => {
      const text = uploadedText(request.body);
      const parsed = parseImportFile(text, user.timezone, Date.now());
      if (!parsed.ok) return reply.code(400).send(importErrorBody(parsed.rowErrors));
      const outcome = await addEntries(db, user.id, parsed.entries);
      if (!outcome.ok) {
        const duplicates = new Set(outcome.duplicates);
        const rowErrors = parsed.entries.flatMap((entry, i) =>
          duplicates.has(entryKey(entry)) ? [{ line: parsed.lines[i] as number, error: ALREADY_LOGGED }] : [],
        );
        return reply.code(400).send(importErrorBody(rowErrors));
      }
      await deps.afterInput(user);
      return changed(user, parsed.entries.length, outcome.totalMs);
    },
  );
});
