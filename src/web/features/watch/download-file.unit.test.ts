import { describe, expect, it } from "vitest";
import { downloadFileName } from "./download-file";

describe("downloadFileName", () => {
  it("prefers the UTF-8 name over the ASCII fallback, as the server sends both", () => {
    const header =
      "attachment; filename=\"____ _____.docx\"; filename*=UTF-8''%D0%9C%D0%BE%D0%B9%20%D0%B3%D0%BE%D1%80%D0%BE%D0%B4.docx";
    expect(downloadFileName(header, "Мой город", "docx")).toBe("Мой город.docx");
  });

  it("reads a quoted plain name", () => {
    expect(downloadFileName('attachment; filename="lesson 1.mp3"', "x", "mp3")).toBe("lesson 1.mp3");
  });

  it("falls back to the title and extension without a usable header", () => {
    expect(downloadFileName(null, "Утро дома", "mp3")).toBe("Утро дома.mp3");
    expect(downloadFileName("attachment", "Утро дома", "docx")).toBe("Утро дома.docx");
    expect(downloadFileName(null, "  ", "docx")).toBe("video.docx");
  });

  it("falls back to the plain name when the encoded one is malformed", () => {
    expect(downloadFileName("attachment; filename*=UTF-8''%E0%A4%A; filename=\"ok.docx\"", "x", "docx")).toBe(
      "ok.docx",
    );
  });

  it("never lets a name climb out of the downloads folder", () => {
    expect(downloadFileName("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd", "x", "docx")).toBe(
      "_.._etc_passwd",
    );
    expect(downloadFileName('attachment; filename="a\\\\b.mp3"', "x", "mp3")).toBe("a__b.mp3");
  });
});
