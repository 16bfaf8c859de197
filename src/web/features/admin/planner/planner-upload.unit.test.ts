import { afterEach, describe, expect, it, vi } from "vitest";
import { contentPlannerRoutes } from "../../../../shared/contracts/content-planner";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "../../../lib/api";
import {
  PLANNER_LOG_INCOMPLETE,
  PLANNER_STREAM_BROKEN,
  plannerFailureText,
  plannerUploadPath,
  uploadPlanner,
} from "../api/use-planner-upload";

const encoder = new TextEncoder();

/** A text/plain answer whose body arrives in the given chunks (then fails, if `fail`). */
function streamed(chunks: string[], fail = false): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else if (fail) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
}

function stubFetch(answer: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const file = new File(["Youtube Link\n"], "content_planner.csv", { type: "text/csv" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadPlanner", () => {
  it("posts the file as the multipart field `file`, to the dry-run address for Check only", async () => {
    const fetchMock = stubFetch(streamed(["Content planner: 0 rows.\nDone: 0 rows read.\n"]));
    await uploadPlanner({ file, dryRun: true }, () => {});
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${contentPlannerRoutes.upload}?dryRun=1`);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(plannerUploadPath(false)).toBe(contentPlannerRoutes.upload);
  });

  it("hands over whole lines as the chunks arrive, a multi-byte letter split between chunks included", async () => {
    const bytes = encoder.encode("row 3 (abc): updated: title «Привет»\n");
    const cut = bytes.indexOf(0xd0) + 1; // inside the first Cyrillic letter
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("Content planner: 2 rows.\nrow 2 (U-_ANAC"));
        controller.enqueue(encoder.encode("_Vh0): created\n"));
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.enqueue(encoder.encode("Done: 2 rows read, 1 created, 1 updated."));
        controller.close();
      },
    });
    stubFetch(new Response(body, { status: 200 }));
    const batches: string[][] = [];
    const result = await uploadPlanner({ file, dryRun: false }, (lines) => batches.push(lines));
    expect(batches).toEqual([
      ["Content planner: 2 rows."],
      ["row 2 (U-_ANAC_Vh0): created"],
      ["row 3 (abc): updated: title «Привет»"],
      ["Done: 2 rows read, 1 created, 1 updated."],
    ]);
    expect(result).toEqual({ dryRun: false, lineCount: 4 });
  });

  it("throws the server's sentence when the file is refused as a whole", async () => {
    stubFetch(
      new Response(JSON.stringify({ error: "The column Youtube Link is missing.", code: "bad_planner" }), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
    );
    const lines: string[] = [];
    const failure = await uploadPlanner({ file, dryRun: false }, (l) => lines.push(...l)).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure.message).toBe("The column Youtube Link is missing.");
    expect(failure.status).toBe(400);
    expect(lines).toEqual([]);
  });

  it("throws the network sentence when the server cannot be reached", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    await expect(uploadPlanner({ file, dryRun: false }, () => {})).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it("keeps the lines before a broken stream and then fails", async () => {
    stubFetch(streamed(["Content planner: 3 rows.\nrow 2 (a): created\nrow 3"], true));
    const lines: string[] = [];
    await expect(uploadPlanner({ file, dryRun: false }, (l) => lines.push(...l))).rejects.toThrow(
      PLANNER_STREAM_BROKEN,
    );
    expect(lines).toEqual(["Content planner: 3 rows.", "row 2 (a): created", "row 3"]);
  });

  it("accepts a log that ends with a Stopped line, and refuses one that just ends", async () => {
    stubFetch(streamed(["Content planner: 3 rows.\nrow 2 (a): created\nStopped: the database failed.\n"]));
    await expect(uploadPlanner({ file, dryRun: false }, () => {})).resolves.toEqual({
      dryRun: false,
      lineCount: 3,
    });
    stubFetch(streamed(["Content planner: 3 rows.\nrow 2 (a): created\n"]));
    await expect(uploadPlanner({ file, dryRun: false }, () => {})).rejects.toThrow(PLANNER_LOG_INCOMPLETE);
  });
});

describe("what the page says when an upload fails", () => {
  it("says what is wrong with a file the server refused (a wrong header), not 'Unexpected failure.'", async () => {
    const sentence =
      "The file has no column “Youtube Link”: the header row (the first row) must have the columns Youtube Link, …";
    stubFetch(
      new Response(JSON.stringify({ error: sentence, code: "missing_column" }), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
    );
    const error = await uploadPlanner({ file, dryRun: false }, () => {}).catch((err: Error) => err);
    expect(plannerFailureText(error as Error)).toBe(`The file was not read. ${sentence}`);
  });

  it("keeps 'Unexpected failure.' for a fault of the server or the network", () => {
    expect(plannerFailureText(new ApiRequestError(500, "internal", "Something broke."))).toBe(
      "Unexpected failure. Something broke.",
    );
    expect(plannerFailureText(new ApiRequestError(0, "network_error", NETWORK_ERROR_MESSAGE))).toBe(
      `Unexpected failure. ${NETWORK_ERROR_MESSAGE}`,
    );
  });
});
