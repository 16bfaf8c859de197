import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField, fieldOf } from "../../../components/form-field";

/** A video's four files, as add video takes them and POST /api/admin/video/files replaces them. */
export type VideoFileName = "thumbnail" | "subtitles" | "audio" | "video";

/** Each file's accepted types (the server checks them again, docs/admin.md "Our own videos"). */
export const VIDEO_FILE_ACCEPT: Record<VideoFileName, string> = {
  thumbnail: "image/jpeg,image/png,image/webp",
  subtitles: ".vtt,.srt,text/vtt",
  audio: ".mp3,audio/mpeg",
  video: "video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm",
};

interface VideoFileFieldProps<T extends FieldValues> {
  /** The form that holds the file (its registration and its error). */
  form: Pick<UseFormReturn<T>, "register" | "formState">;
  /** Starts the input's id: "video-add", "video-edit". */
  idPrefix: string;
  name: VideoFileName & Path<T>;
  label: string;
  hint: string;
}

/** One labelled file input of the add-video form and of the edit-video dialog. */
export function VideoFileField<T extends FieldValues>({
  form,
  idPrefix,
  name,
  label,
  hint,
}: VideoFileFieldProps<T>) {
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      label={label}
      type="file"
      accept={VIDEO_FILE_ACCEPT[name]}
      hint={hint}
      {...fieldOf(form, name)}
    />
  );
}
