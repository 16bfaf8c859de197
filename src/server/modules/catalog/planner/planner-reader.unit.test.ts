import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PLANNER_MAX_ROWS } from "../../../../shared/contracts/content-planner";
import { readPlannerFile } from "./planner-reader";
import { type PlannerEntry, PlannerFileError, type PlannerVideoRow } from "./planner-row";

const DEMO_FILE = fileURLToPath(new URL("../../../../../media/demo/content-planner.csv", import.meta.url));

const HEADER = "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link";
const GOOD = "17.03.2024,14,46,InhaleRussian,Oath,Beginner 1,Free,https://youtu.be/WL_T6kPjaog";

/** The entry of a video row, failing the test when the row is anything else. */
function videoRow(entry: PlannerEntry | undefined): PlannerVideoRow {
  if (entry?.kind !== "video") throw new Error(`expected a video row, got ${JSON.stringify(entry)}`);
  return entry.row;
}

function readError(file: string | Buffer): PlannerFileError {
  try {
    readPlannerFile(file);
  } catch (error) {
    if (error instanceof PlannerFileError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("readPlannerFile: the file", () => {
  it("reads a comma-separated file", () => {
    const file = readPlannerFile(`${HEADER}\n${GOOD}\n`);
    expect(file.rows).toEqual([
      {
        line: 2,
        label: "WL_T6kPjaog",
        kind: "video",
        row: {
          youtubeId: "WL_T6kPjaog",
          videoId: null,
          title: "Oath",
          level: "Beginner 1",
          premium: false,
          publishDate: "2024-03-17",
          durationSeconds: 886,
          channel: "InhaleRussian",
          speakers: [],
          topics: [],
        },
      },
    ]);
    expect(file.ignoredColumns).toEqual([]);
    expect(file.optionalColumns.size).toBe(0);
  });

  it("reads a semicolon-separated file, commas inside its cells being text", () => {
    const file = readPlannerFile(
      "PublishDate;mins;secs;Channel;Video Name on Youtube;Level;Youtube Link;Tags\n" +
        "17.03.2024;3;7;InhaleRussian;Buy, Sell and Exchange;Beginner 0;https://youtu.be/iuUCGgbjG2Y;Shopping, Culture\n",
    );
    const row = videoRow(file.rows[0]);
    expect(row.title).toBe("Buy, Sell and Exchange");
    expect(row.topics).toEqual(["Shopping", "Culture"]);
    expect(row.durationSeconds).toBe(187);
  });

  it("picks the separator outside quotes: a quoted header name holding semicolons does not mislead it", () => {
    const file = readPlannerFile(`"Notes; plans; ideas",${HEADER}\n"a; b",${GOOD}\n`);
    expect(videoRow(file.rows[0]).title).toBe("Oath");
    expect(file.ignoredColumns).toEqual(["Notes; plans; ideas"]);
  });

  it("reads a file with a BOM, as a string and as bytes, the same as one without", () => {
    const plain = readPlannerFile(`${HEADER}\n${GOOD}\n`);
    expect(readPlannerFile(`\uFEFF${HEADER}\n${GOOD}\n`)).toEqual(plain);
    expect(readPlannerFile(Buffer.from(`\uFEFF${HEADER}\n${GOOD}\n`, "utf8"))).toEqual(plain);
    expect(readPlannerFile(Buffer.from(`${HEADER}\n${GOOD}\n`, "utf8"))).toEqual(plain);
  });

  it("reads CRLF line endings, and CRLF inside a quoted cell", () => {
    const file = readPlannerFile(
      `${HEADER},Description\r\n${GOOD},"Line one,\r\nline two"\r\n${GOOD.replace("Oath", "Second")},\r\n`,
    );
    expect(file.rows.map((entry) => videoRow(entry).title)).toEqual(["Oath", "Second"]);
    expect(videoRow(file.rows[0]).description).toBe("Line one,\r\nline two");
    expect(file.rows.map((entry) => entry.line)).toEqual([2, 3]);
  });

  it("reads Cyrillic bytes as UTF-8 and refuses a file in another encoding", () => {
    const text = `${HEADER}\n${GOOD.replace("Oath", "Клятва")}\n`;
    expect(videoRow(readPlannerFile(Buffer.from(text, "utf8")).rows[0]).title).toBe("Клятва");
    const latin1 = Buffer.from(`${HEADER}\n${GOOD.replace("Oath", "Caf\u00e9")}\n`, "latin1");
    const error = readError(latin1);
    expect(error.code).toBe("invalid_csv");
    expect(error.message).toBe("The file is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8”.");
  });

  it("reads quoted cells holding commas, quotes and newlines, and trims the title", () => {
    const file = readPlannerFile(
      `${HEADER},Tags\n` +
        `17.03.2024,14,46,InhaleRussian,"Vasilisa, the ""Beautiful""\n",Beginner 1,Free,https://youtu.be/IedoOtfOdPY,"""Colors, numbers, size, units, forms"", Stories"\n`,
    );
    const row = videoRow(file.rows[0]);
    expect(row.title).toBe('Vasilisa, the "Beautiful"');
    expect(row.topics).toEqual(["Colors, numbers, size, units, forms", "Stories"]);
  });

  it("reads a short row as empty cells", () => {
    const file = readPlannerFile(`${HEADER},Speaker,Tags\n${GOOD}\n`);
    const row = videoRow(file.rows[0]);
    expect(row.speakers).toEqual([]);
    expect(row.topics).toEqual([]);
  });

  it("refuses an empty file and a file of blank lines", () => {
    for (const text of ["", "\uFEFF", "\n\n", ",,,\r\n"]) {
      const error = readError(text);
      expect(error.code).toBe("empty_file");
      expect(error.message).toMatch(
        /^The file is empty: the header row \(the first row\) must have the columns/,
      );
    }
  });

  it("reads a header without data rows as no rows", () => {
    expect(readPlannerFile(`${HEADER}\n`).rows).toEqual([]);
  });

  it("refuses a row longer than its bound before building it: an 8 MB title, a huge header", () => {
    const longTitle = readError(`${HEADER}\n${GOOD}\n${GOOD.replace("Oath", "x".repeat(8 * 1024 * 1024))}\n`);
    expect(longTitle.code).toBe("invalid_csv");
    expect(longTitle.message).toBe("The file is not valid CSV: row 3 is longer than 100,000 characters.");
    const hugeHeader = readError(`${HEADER}${",h".repeat(500_000)}\n${GOOD}\n`);
    expect(hugeHeader.message).toBe("The file is not valid CSV: row 1 is longer than 100,000 characters.");
    const wide = readError(`${HEADER}${",h".repeat(300)}\n${GOOD}\n`);
    expect(wide.code).toBe("invalid_csv");
    expect(wide.message).toBe(
      "Row 1 has 308 columns; a planner has at most 200. Check that the file is the content planner, saved as CSV.",
    );
  });

  it("refuses a quote that is never closed, naming its row", () => {
    const error = readError(`${HEADER}\n${GOOD}\n\n17.03.2024,1,2,C,"Unclosed,Beginner 1,Free,x\n${GOOD}\n`);
    expect(error.code).toBe("invalid_csv");
    expect(error.message).toBe("The file is not valid CSV: a quote opened in row 4 is never closed.");
  });

  it("refuses a file holding NUL characters (UTF-16, binary), which the database cannot store", () => {
    // UTF-16 without a byte-order mark: its ASCII is valid UTF-8, with a NUL after every letter.
    const utf16 = Buffer.from(`${HEADER}\n${GOOD}\n`, "utf16le");
    for (const file of [utf16, `${HEADER}\n${GOOD.replace("Oath", "Oa\u0000th")}\n`]) {
      const error = readError(file);
      expect(error.code).toBe("invalid_csv");
      expect(error.message).toBe(
        "The file holds NUL characters, so it is not CSV text: save it from the spreadsheet as “CSV UTF-8”.",
      );
    }
  });

  it("reads a stray quote inside an unquoted cell as text", () => {
    const file = readPlannerFile(`${HEADER}\n${GOOD.replace("Oath", 'A 5" screen')}\n`);
    expect(videoRow(file.rows[0]).title).toBe('A 5" screen');
  });

  it(`refuses more than ${PLANNER_MAX_ROWS} data rows, not counting empty ones`, () => {
    const rows = Array.from({ length: PLANNER_MAX_ROWS }, () => GOOD);
    expect(readPlannerFile(`${HEADER}\n${rows.join("\n")}\n,,,\n\n`).rows).toHaveLength(PLANNER_MAX_ROWS);
    const error = readError(`${HEADER}\n${rows.join("\n")}\n${GOOD}\n`);
    expect(error.code).toBe("too_many_rows");
    expect(error.message).toBe(
      "The file has 10,001 rows; at most 10,000 are read at once: split it into several files.",
    );
  });
});

describe("readPlannerFile: the header", () => {
  it("matches column names in any case, with spaces around, in any order", () => {
    const file = readPlannerFile(
      " youtube LINK ,LEVEL,  Video name on YouTube,channel ,Secs,MINS,publishdate\n" +
        "https://youtu.be/WL_T6kPjaog,beginner 2,Oath,InhaleRussian,39,4,3.7.2024\n",
    );
    expect(videoRow(file.rows[0])).toMatchObject({
      youtubeId: "WL_T6kPjaog",
      title: "Oath",
      level: "Beginner 2",
      channel: "InhaleRussian",
      durationSeconds: 279,
      publishDate: "2024-07-03",
    });
  });

  it("names every missing required column, before reading any row", () => {
    const error = readError('PublishDate,mins,secs,Video Name on Youtube,Youtube Link\n"unclosed\n');
    expect(error.code).toBe("missing_column");
    expect(error.message).toBe(
      "The file has no columns “Level”, “Channel”: the header row (the first row) must have the columns " +
        "Youtube Link, Video Name on Youtube, Level, PublishDate, Channel, and mins and secs (or Duration).",
    );
  });

  it("names one missing column", () => {
    const error = readError(HEADER.replace(",Level", ""));
    expect(error.code).toBe("missing_column");
    expect(error.message).toMatch(/^The file has no column “Level”: the header row/);
  });

  it("names the missing length columns", () => {
    expect(readError(HEADER.replace(",mins,secs", "")).message).toMatch(
      /^The file has no columns “mins” and “secs” \(or “Duration”\): /,
    );
    expect(readError(HEADER.replace(",secs", "")).message).toMatch(/^The file has no column “secs”: /);
    expect(readError(HEADER.replace(",mins", "")).message).toMatch(/^The file has no column “mins”: /);
  });

  it("lists every other column once, as written, in the file's order", () => {
    const file = readPlannerFile(
      `Publish Week Day,${HEADER}, End scrn ,Publish week day,,Level,Chapters\n` +
        `Sunday,${GOOD},x,Sunday,,Native,y\n`,
    );
    expect(file.ignoredColumns).toEqual(["Publish Week Day", "End scrn", "Level", "Chapters"]);
    // The first of two columns of one name is the one read.
    expect(videoRow(file.rows[0]).level).toBe("Beginner 1");
  });

  it("reads the length from one Duration column, in each of its forms", () => {
    const header = "PublishDate,Duration,Channel,Video Name on Youtube,Level,Youtube Link";
    const file = readPlannerFile(
      `${header}\n` +
        "17.03.2024,886,C,A,Native,https://youtu.be/WL_T6kPjaog\n" +
        "17.03.2024,14:46,C,B,Native,https://youtu.be/IedoOtfOdPY\n" +
        "17.03.2024,1:07:44,C,C,Native,https://youtu.be/E-_fRIJ7XUk\n" +
        "17.03.2024,14.46,C,D,Native,https://youtu.be/Yrfm39Pd5wg\n",
    );
    expect(file.rows.slice(0, 3).map((entry) => videoRow(entry).durationSeconds)).toEqual([886, 886, 4064]);
    expect(file.rows[3]).toEqual({
      line: 5,
      label: "Yrfm39Pd5wg",
      kind: "refused",
      reason:
        'duration "14.46" is not a length: write it as seconds (886), m:ss (14:46) or h:mm:ss (1:07:44)',
    });
  });

  it("reads mins and secs when a file has Duration as well, and lists Duration as ignored", () => {
    const file = readPlannerFile(`${HEADER},Duration\n${GOOD},99\n`);
    expect(videoRow(file.rows[0]).durationSeconds).toBe(886);
    expect(file.ignoredColumns).toEqual(["Duration"]);
  });

  it("lists the optional columns the file has", () => {
    const file = readPlannerFile(`${HEADER},Visible,thumbnail,ID\n${GOOD},,,\n`);
    expect([...file.optionalColumns].sort()).toEqual(["id", "thumbnail", "visible"]);
  });
});

describe("readPlannerFile: row numbers", () => {
  it("numbers rows as the spreadsheet does: a multi-line cell is one row, empty rows count", () => {
    const file = readPlannerFile(
      `${HEADER}\n` +
        `${GOOD.replace("Oath", '"Two\nlines"')}\n` +
        "\n" +
        ",,,,,,,\n" +
        `${GOOD.replace("WL_T6kPjaog", "IedoOtfOdPY")}\n`,
    );
    expect(file.rows.map((entry) => [entry.line, entry.label])).toEqual([
      [2, "WL_T6kPjaog"],
      [5, "IedoOtfOdPY"],
    ]);
    expect(videoRow(file.rows[0]).title).toBe("Two\nlines");
  });

  it("numbers from the header's own row when blank lines come before it", () => {
    const file = readPlannerFile(`\n\n${HEADER}\n${GOOD}\n`);
    expect(file.rows[0]?.line).toBe(4);
  });
});

describe("readPlannerFile: rows", () => {
  const header = `${HEADER},Upload to platform,Speaker,Tags,Description,Visible,Thumbnail,Subtitles,Audio,Delete,Id`;
  const read = (...cells: string[]) => readPlannerFile(`${header}\n${cells.join("\n")}\n`).rows;

  it("reads the platform's own columns, trimmed, with empty cells as empty", () => {
    const [entry] = read(
      `${GOOD},TRUE,"Nikita, nikita , Alina",,"  A story.\nTwo lines.  ",no, https://example.com/t.jpg ,,,,v-42`,
    );
    expect(entry?.label).toBe("WL_T6kPjaog");
    expect(videoRow(entry)).toMatchObject({
      youtubeId: "WL_T6kPjaog",
      videoId: "v-42",
      speakers: ["Nikita", "Alina"],
      topics: [],
      description: "A story.\nTwo lines.",
      visible: false,
      thumbnail: "https://example.com/t.jpg",
      subtitles: "",
      audio: "",
    });
  });

  it("leaves the optional fields undefined when their columns are absent", () => {
    const row = videoRow(readPlannerFile(`${HEADER}\n${GOOD}\n`).rows[0]);
    for (const field of ["description", "visible", "thumbnail", "subtitles", "audio"] as const) {
      expect(row[field]).toBeUndefined();
    }
  });

  it("reads an empty Visible as visible and Premium as premium", () => {
    const row = videoRow(read(`${GOOD.replace(",Free,", ",premium,")},,,,,,,,,,`)[0]);
    expect(row.visible).toBe(true);
    expect(row.premium).toBe(true);
  });

  it("skips a row marked FALSE, no or 0 without checking anything else", () => {
    const rows = read(
      ",,,,,Beginer 1,,https://youtu.be/WL_T6kPjaog,FALSE",
      ",,,,,,,,no",
      `${GOOD.replace("WL_T6kPjaog", "IedoOtfOdPY")}, 0 `,
    );
    expect(rows).toEqual([
      { line: 2, label: "WL_T6kPjaog", kind: "skipped" },
      { line: 3, label: null, kind: "skipped" },
      { line: 4, label: "IedoOtfOdPY", kind: "skipped" },
    ]);
  });

  it("keys a row by its Id when its YouTube link is empty", () => {
    const [entry] = read("17.03.2024,3,0,C,A file video,Native,,,TRUE,,,,,,,,,f-7");
    expect(entry?.label).toBe("f-7");
    expect(videoRow(entry)).toMatchObject({ youtubeId: null, videoId: "f-7", title: "A file video" });
  });

  it("refuses a row with neither a link nor an Id, and a link without a video id", () => {
    expect(read("17.03.2024,3,0,C,No key,Native,,,,,,,,,,,,")).toEqual([
      { line: 2, label: null, kind: "refused", reason: "there is no YouTube link" },
    ]);
    expect(
      read("17.03.2024,3,0,C,Channel link,Native,,https://www.youtube.com/@InhaleRussian,,,,,,,,,,f-9"),
    ).toEqual([
      {
        line: 2,
        label: "f-9",
        kind: "refused",
        reason: 'link "https://www.youtube.com/@InhaleRussian" is not a link to a YouTube video',
      },
    ]);
  });

  it("deletes a row marked Delete YES, checking only its key", () => {
    expect(
      read(",,,,,Beginer 1,,https://youtu.be/WL_T6kPjaog,,,,,,,,,YES,", ",,,,,,,,,,,,,,,,yes,v-3"),
    ).toEqual([
      {
        line: 2,
        label: "WL_T6kPjaog",
        kind: "delete",
        youtubeId: "WL_T6kPjaog",
        videoId: null,
        videoFile: null,
      },
      { line: 3, label: "v-3", kind: "delete", youtubeId: null, videoId: "v-3", videoFile: null },
    ]);
    expect(read(",,,,,,,,,,,,,,,,YES,")).toEqual([
      { line: 2, label: null, kind: "refused", reason: "there is no YouTube link" },
    ]);
  });

  it("refuses with the first failing field, in the documented order", () => {
    const link = "https://youtu.be/WL_T6kPjaog";
    const reasons = (...rows: string[]) =>
      read(...rows).map((entry) => (entry.kind === "refused" ? entry.reason : entry.kind));
    expect(
      reasons(
        `31.02.2024,,,,  ,Beginer 1,Paid,${link},,,,,maybe,,,,maybe,`,
        `31.02.2024,,,,Title,Beginer 1,Paid,${link},,,,,maybe,,,,maybe,`,
        `31.02.2024,,,,Title,Native,Paid,${link},,,,,maybe,,,,maybe,`,
        `31.02.2024,,,,Title,Native,,${link},,,,,maybe,,,,maybe,`,
        `1.2.2024,6.5,,,Title,Native,,${link},,,,,maybe,,,,maybe,`,
        `1.2.2024,1,,,Title,Native,,${link},,,,,maybe,,,,maybe,`,
        `1.2.2024,1,,Chan,Title,Native,,${link},,,,,maybe,,,,maybe,`,
        `1.2.2024,1,,Chan,Title,Native,,${link},,,,,,,,,maybe,`,
        `1.2.2024,1,,Chan,Title,Native,,${link},,,,,,,,,no,`,
      ),
    ).toEqual([
      "the title is missing",
      `level "Beginer 1" is not one of Beginner 0, Beginner 1, Beginner 2, Intermediate 1, Intermediate 2, Advanced, Native`,
      'access "Paid" is not Free or Premium',
      'publish date "31.02.2024" is not a date: write it as 17.03.2024 or 2024-03-17',
      'mins "6.5" is not a whole number of minutes',
      "the channel is missing",
      'visible "maybe" is not YES or no',
      'delete "maybe" is not YES or empty',
      "video",
    ]);
  });

  it("refuses an impossible date and a year out of range", () => {
    const rows = read(
      `${GOOD.replace("17.03.2024", "31.02.2024")},,,,,,,,,,`,
      `${GOOD.replace("17.03.2024", "17.03.1999")},,,,,,,,,,`,
    );
    expect(rows.map((entry) => entry.kind === "refused" && entry.reason)).toEqual([
      'publish date "31.02.2024" is not a date: write it as 17.03.2024 or 2024-03-17',
      'publish date "17.03.1999" is outside the years 2000 to 2100',
    ]);
  });
});

describe("readPlannerFile: the demo planner", () => {
  const file = readPlannerFile(readFileSync(DEMO_FILE));

  it("reads its 27 rows as videos, numbered from row 2", () => {
    expect(file.rows).toHaveLength(27);
    expect(file.rows.map((entry) => entry.kind)).toEqual(Array(27).fill("video"));
    expect(file.rows.map((entry) => entry.line)).toEqual(Array.from({ length: 27 }, (_, i) => i + 2));
    expect(file.ignoredColumns).toEqual([]);
  });

  it("reads row 8, whose title ends in a newline inside its quotes", () => {
    const entry = file.rows.find((e) => e.line === 8);
    expect(entry?.label).toBe("IedoOtfOdPY");
    expect(videoRow(entry)).toEqual({
      youtubeId: "IedoOtfOdPY",
      videoId: null,
      title: "Vasilisa the Beautiful pt. 2 (Beginner Russian Comprehensible Input)",
      level: "Beginner 1",
      premium: false,
      publishDate: "2024-09-12",
      durationSeconds: 886,
      channel: "InhaleRussian",
      speakers: ["Nikita (Inhale Russian)"],
      topics: ["Stories"],
    });
  });

  it("reads two speakers from a quoted list, a d.m.yyyy date and Premium", () => {
    const rows = file.rows.map(videoRow);
    const hobbies = rows.find((row) => row.youtubeId === "FtOwRXf-hhU");
    expect(hobbies?.speakers).toEqual(["Inna (Comprehensible Russian)", "Nikita (Inhale Russian)"]);
    expect(hobbies?.topics).toEqual(["Lifestyle", "Conversation"]);
    expect(rows.find((row) => row.youtubeId === "CVLpeppwinA")?.publishDate).toBe("2025-01-17");
    expect(rows.find((row) => row.youtubeId === "ucQpTy-bC3o")?.premium).toBe(true);
    expect(rows.find((row) => row.youtubeId === "iuUCGgbjG2Y")?.title).toBe(
      "Buy, Sell and Exchange in Russian",
    );
  });
});

describe("readPlannerFile: drafts and limits", () => {
  it("reads a row without length or level as a row to store as a draft, not a refusal", () => {
    const file = readPlannerFile(
      `${HEADER}\n17.03.2024,,,InhaleRussian,Oath,,Free,https://youtu.be/WL_T6kPjaog\n`,
    );
    const row = videoRow(file.rows[0]);
    expect(row.durationSeconds).toBeNull();
    expect(row.level).toBeNull();
  });

  it("refuses a row over the admin form's limits, saying which and how long", () => {
    const link = "https://youtu.be/WL_T6kPjaog";
    const header = `${HEADER},Description,Speaker,Tags`;
    const reasons = readPlannerFile(
      [
        header,
        `17.03.2024,1,0,Chan,${"я".repeat(40_000)},Native,,${link},,,`,
        `17.03.2024,1,0,Chan,${"я".repeat(300)},Native,,${link},${"d".repeat(10_001)},,`,
        `17.03.2024,1,0,${"c".repeat(101)},Title,Native,,${link},,,`,
        `17.03.2024,1,0,Chan,Title,Native,,${link},,${"s".repeat(101)},`,
        `17.03.2024,1,0,Chan,Title,Native,,${link},,,"${Array.from({ length: 51 }, (_, i) => `t${i}`).join(", ")}"`,
        `17.03.2024,1,0,Chan,${"я".repeat(300)},Native,,${link},${"d".repeat(10_000)},,`,
      ].join("\n"),
    ).rows.map((entry) => (entry.kind === "refused" ? entry.reason : entry.kind));
    expect(reasons).toEqual([
      "the title has 40,000 characters; at most 300 are allowed",
      "the description has 10,001 characters; at most 10,000 are allowed",
      "the channel name has 101 characters; at most 100 are allowed",
      `the speaker name “${"s".repeat(40)}…” has 101 characters; at most 100 are allowed`,
      "the row names 51 topics; at most 50 are allowed",
      "video",
    ]);
  });
});
