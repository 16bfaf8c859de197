import { z } from "zod";
import { CATALOG_ADMIN_TEXTS, videoAddFieldsSchema } from "../../../../shared/contracts/catalog-admin";
import { localWallClock } from "../../../lib/wall-clock";

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

/** A file input that may stay empty: its chosen File, or undefined. */
export const optionalFileField = z.unknown().transform((value) => chosenFile(value));

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
  // Run with the other fields' issues too, so that every field shows its text at once.
  .superRefine(
    (form, ctx) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message });
      const own = ownVideoFile(form);
      const link = typeof form.link === "string" ? form.link : "";
      if (own) {
        if (link.trim() !== "") issue("link", CATALOG_ADMIN_TEXTS.linkAndVideo);
      } else {
        const parsedLink = linkField.safeParse(link);
        if (!parsedLink.success)
          issue("link", parsedLink.error.issues[0]?.message ?? CATALOG_ADMIN_TEXTS.linkRequired);
        const parsedDuration = durationField.safeParse(form.duration);
        if (!parsedDuration.success)
          issue("duration", parsedDuration.error.issues[0]?.message ?? "The duration is required.");
      }
      const thumbnail = thumbnailOf(form.thumbnail);
      if (thumbnail === "none" && !own) issue("thumbnail", CATALOG_ADMIN_TEXTS.thumbnailRequired);
      if (thumbnail === "not a file") issue("thumbnail", CATALOG_ADMIN_TEXTS.thumbnailNotFile);
    },
    { when: () => true },
  )
  .transform((form) => {
    const own = ownVideoFile(form);
    const thumbnail = thumbnailOf(form.thumbnail);
    return {
      ...form,
      link: own ? "" : linkField.parse(form.link),
      duration: own ? undefined : durationField.parse(form.duration),
      thumbnail: typeof thumbnail === "string" ? undefined : thumbnail,
    };
  });

/** Whether the form carries a video file (its field may not be parsed yet when another failed). */
function ownVideoFile(form: { video?: unknown }): boolean {
  return chosenFile(form.video) !== undefined;
}

/** The chosen thumbnail, "none", or "not a file" (a text where a file belongs). */
function thumbnailOf(value: unknown): File | "none" | "not a file" {
  const empty =
    value === undefined || value === null || value === "" || (isFileList(value) && value.length === 0);
  if (empty) return "none";
  return chosenFile(value) ?? "not a file";
}
export type VideoAddFormInput = z.input<typeof videoAddFormSchema>;

/** Today on the admin's wall clock, as the date input wants it. */
export function todayInput(): string {
  return localWallClock().slice(0, 10);
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
