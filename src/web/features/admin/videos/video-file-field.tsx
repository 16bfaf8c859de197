import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { THUMBNAIL_MAX_BYTES } from "../../../../shared/contracts/catalog-admin";
import { FormField, fieldOf } from "../../../components/form-field";

/** A video's four files, as add video takes them and POST /api/admin/video/files replaces them. */
export type VideoFileName = "thumbnail" | "subtitles" | "audio" | "video";

/**
 * Each file's accepted types, and the hint's sentence that names them for the admin, in both forms
 * (the server checks them again, docs/admin.md "Our own videos").
 */
const VIDEO_FILES: Record<VideoFileName, { accept: string; kinds: string }> = {
  thumbnail: {
    accept: "image/jpeg,image/png,image/webp",
    kinds: `JPEG, PNG or WebP, at most ${THUMBNAIL_MAX_BYTES / 2 ** 20} MB.`,
  },
  subtitles: { accept: ".vtt,.srt,text/vtt", kinds: "A .vtt or .srt file." },
  audio: { accept: ".mp3,audio/mpeg", kinds: "An .mp3 file." },
  video: { accept: "video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm", kinds: "MP4, MOV or WebM." },
};

interface VideoFileFieldProps<T extends FieldValues> {
  /** The form that holds the file (its registration and its error). */
  form: Pick<UseFormReturn<T>, "register" | "formState">;
  /** Starts the input's id: "video-add", "video-edit". */
  idPrefix: string;
  name: VideoFileName & Path<T>;
  label: string;
  /** What this form adds to the hint after the accepted types, e.g. what happens to the old file. */
  note?: string;
}

/** One labelled file input of the add-video form and of the edit-video dialog. */
export function VideoFileField<T extends FieldValues>({
  form,
  idPrefix,
  name,
  label,
  note,
}: VideoFileFieldProps<T>) {
  const { accept, kinds } = VIDEO_FILES[name];
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      label={label}
      type="file"
      accept={accept}
      hint={note ? `${kinds} ${note}` : kinds}
      {...fieldOf(form, name)}
    />
  );
}
