import { itAnswers } from "@tests/setup/answers";
import { describe } from "vitest";
import { attachmentHeader } from "./download";

describe("a download's Content-Disposition", () => {
  itAnswers("names the file as is when it is plain ASCII, else adds its UTF-8 name", attachmentHeader, [
    ["users.csv", 'attachment; filename="users.csv"'],
    [
      "Мой город.docx",
      `attachment; filename="___ _____.docx"; filename*=UTF-8''${encodeURIComponent("Мой город.docx")}`,
    ],
    [
      'a "quoted" name.csv',
      `attachment; filename="a _quoted_ name.csv"; filename*=UTF-8''a%20%22quoted%22%20name.csv`,
    ],
  ]);
});
