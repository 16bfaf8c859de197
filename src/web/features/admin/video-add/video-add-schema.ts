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

const optionalFileField = z.unknown().transform((value) => chosenFile(value));

const { link: linkField, duration: durationField } = videoAddFieldsSchema.shape;

/**
 * The add-video form: the contract's text fields (the server checks them again with the same
 * texts, docs/product-rules.md "Validation") and the files (their type and size are the server's
 * to check). A video file replaces the YouTube link: then the link and the duration are not asked
 * for (the length comes from the file) and the thumbnail is optional (docs/admin.md "Our own videos").
 */
export const videoAddFormSchema = videoAddFieldsSchema
  .omit({ link: true, duration: true })
  .extend({
    link: z.string(),
    duration: z.union([z.string(), z.number()]),
    thumbnail: z.unknown(),
    subtitles: optionalFileField,
    audio: optionalFileField,
    video: optionalFileField,
  })
  .transform((form, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    const ownFile = form.video !== undefined;
    let link = "";
    let duration: number | undefined;
    if (ownFile) {
      if (form.link.trim() !== "") issue("link", "Give either a YouTube link or a video file, not both.");
    } else {
      const parsedLink = linkField.safeParse(form.link);
      if (parsedLink.success) link = parsedLink.data;
      else issue("link", parsedLink.error.issues[0]?.message ?? CATALOG_ADMIN_TEXTS.linkRequired);
      const parsedDuration = durationField.safeParse(form.duration);
      if (parsedDuration.success) duration = parsedDuration.data;
      else issue("duration", parsedDuration.error.issues[0]?.message ?? "The duration is required.");
    }
    const value = form.thumbnail;
    const empty =
      value === undefined || value === null || value === "" || (isFileList(value) && value.length === 0);
    const thumbnail = empty ? undefined : chosenFile(value);
    if (empty && !ownFile) issue("thumbnail", CATALOG_ADMIN_TEXTS.thumbnailRequired);
    else if (!empty && !thumbnail) issue("thumbnail", CATALOG_ADMIN_TEXTS.thumbnailNotFile);
    return { ...form, link, duration, thumbnail };
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
    video: undefined,
  };
}
