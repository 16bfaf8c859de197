import { z } from "zod";
import { CATALOG_ADMIN_TEXTS, videoAddFieldsSchema } from "../../../../shared/contracts/catalog-admin";

/** What a file input gives: a FileList (duck-typed, so the rule runs outside a browser too). */
function isFileList(value: unknown): value is { length: number; item(i: number): File | null } {
  return typeof value === "object" && value !== null && "length" in value && "item" in value;
}

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

/** The first file of a file input's value, a File itself, or undefined when none was chosen. */
export function chosenFile(value: unknown): File | undefined {
  if (isFile(value)) return value;
  if (isFileList(value)) return value.item(0) ?? undefined;
  return undefined;
}

const thumbnailField = z.unknown().transform((value, ctx) => {
  const empty =
    value === undefined || value === null || value === "" || (isFileList(value) && value.length === 0);
  if (empty) {
    ctx.addIssue({ code: "custom", message: CATALOG_ADMIN_TEXTS.thumbnailRequired });
    return z.NEVER;
  }
  const file = chosenFile(value);
  if (!file) {
    ctx.addIssue({ code: "custom", message: CATALOG_ADMIN_TEXTS.thumbnailNotFile });
    return z.NEVER;
  }
  return file;
});

const optionalFileField = z.unknown().transform((value) => chosenFile(value));

/**
 * The add-video form: the contract's text fields (the server checks them again with the same
 * texts, docs/product-rules.md "Validation") and the files (their type and size are the server's to check).
 */
export const videoAddFormSchema = videoAddFieldsSchema.extend({
  thumbnail: thumbnailField,
  subtitles: optionalFileField,
  audio: optionalFileField,
});
export type VideoAddFormInput = z.input<typeof videoAddFormSchema>;

/** Today on the admin's wall clock, as the date input wants it. */
export function todayInput(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function emptyVideoAddForm(today: string): VideoAddFormInput {
  return {
    link: "",
    title: "",
    description: "",
    level: "",
    uploadDate: today,
    channelId: "",
    duration: "",
    premium: false,
    speakers: [],
    topics: [],
    thumbnail: undefined,
    subtitles: undefined,
    audio: undefined,
  };
}
