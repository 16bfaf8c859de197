import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import {
  type AdminVideo,
  adminVideoUpdateRequestSchema,
  CATALOG_ADMIN_TEXTS,
} from "../../../../shared/contracts/catalog-admin";
import { RATING_LABELS } from "../../../../shared/contracts/ratings-values";
import { formatSeconds } from "../../../../shared/domain/time-format";
import {
  hasReplacementFile,
  updateRequestOf,
  useReplaceVideoFiles,
  useUpdateVideo,
  useVideoOptions,
  useVideoRatings,
} from "../api/use-admin-videos";
import { EditModal } from "../components/edit-modal";
import type { RowDialogProps } from "../components/list-view";
import { optionalFileField } from "../video-add/video-add-schema";
import { missingText } from "./needs-attention";
import { VideoFields } from "./video-fields";
import { VideoFileField, type VideoFileName } from "./video-file-field";

/** The video's fields as POST /api/admin/video/update takes them, and the files that replace its own. */
const videoEditFormSchema = adminVideoUpdateRequestSchema.extend({
  thumbnail: optionalFileField,
  subtitles: optionalFileField,
  audio: optionalFileField,
  video: optionalFileField,
});

interface VideoEditModalProps extends RowDialogProps {
  video: AdminVideo;
}

/** How learners rated the video (docs/words.md "Ratings"), read only. */
function VideoRatingsLine({ videoId }: { videoId: string }) {
  const ratings = useVideoRatings(videoId);
  if (ratings.isError)
    return <p className="text-danger">Ratings could not be loaded: {ratings.error.message}</p>;
  if (!ratings.data) return null;
  const { easy, right, hard } = ratings.data;
  const total = easy + right + hard;
  return (
    <p className="text-body-secondary">
      {total === 0
        ? "Learners' ratings: none yet."
        : `Learners' ratings (${total}): ${RATING_LABELS.easy} ${easy} · ${RATING_LABELS.right} ${right} · ${RATING_LABELS.hard} ${hard}.`}
    </p>
  );
}

/** Edits a video's other fields (the toggles are in the list); the contract's texts under each field. */
export function VideoEditModal({ video, onClose, onDone }: VideoEditModalProps) {
  const onSaved = () => onDone(CATALOG_ADMIN_TEXTS.videoUpdated);
  const update = useUpdateVideo();
  const replaceFiles = useReplaceVideoFiles();
  const options = useVideoOptions();
  const form = useForm({
    resolver: zodResolver(videoEditFormSchema),
    defaultValues: {
      ...updateRequestOf(video),
      channelId: String(video.channelId),
      // A draft's missing values are placeholders in the database: the fields start empty, so the
      // admin gives real ones rather than saving the placeholders (docs/admin.md "Needs attention").
      duration: video.missing.includes("length") ? "" : formatSeconds(video.duration),
      level: video.missing.includes("level") ? "" : video.level,
      uploadDate: video.uploadDate.slice(0, 10),
    },
  });
  const onSubmit = form.handleSubmit(({ thumbnail, subtitles, audio, video: videoFile, ...values }) => {
    // The form edits the day: an untouched day keeps the stored time.
    const uploadDate =
      values.uploadDate === video.uploadDate.slice(0, 10) ? video.uploadDate : values.uploadDate;
    const files = { thumbnail, subtitles, audio, video: videoFile };
    // The fields first, then the chosen files (docs/admin.md "Replacing a video's files").
    update.mutate(
      { ...values, uploadDate },
      {
        onSuccess: () => {
          if (!hasReplacementFile(files)) return onSaved();
          replaceFiles.mutate({ videoId: video.id, files }, { onSuccess: onSaved });
        },
      },
    );
  });
  const file = (name: VideoFileName, label: string, note?: string) => (
    <VideoFileField form={form} idPrefix="video-edit" name={name} label={label} note={note} />
  );

  return (
    <EditModal
      wide
      title={`Edit “${video.title}”`}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={update.isPending || replaceFiles.isPending}
      failure={
        (update.isError && `${CATALOG_ADMIN_TEXTS.videoUpdateFailed} ${update.error.message}`) ||
        (replaceFiles.isError && `${CATALOG_ADMIN_TEXTS.videoFilesFailed} ${replaceFiles.error.message}`)
      }
    >
      {video.missing.length > 0 && (
        <p className="alert alert-warning py-2">
          This video is a draft: learners do not see it until its {missingText(video.missing)}{" "}
          {video.missing.length === 1 ? "is" : "are"} filled in below.
        </p>
      )}
      <VideoRatingsLine videoId={video.id} />
      <FormProvider {...form}>
        <VideoFields
          idPrefix="video-edit"
          channels={options.data?.channels ?? [{ id: video.channelId, name: video.channelName }]}
          speakers={options.data?.speakers ?? []}
          topics={options.data?.topics ?? []}
        />
      </FormProvider>
      <fieldset>
        <legend className="form-label fs-6">Replace files (optional)</legend>
        {file("thumbnail", "New thumbnail", "The old one is deleted.")}
        {file("subtitles", "New subtitles")}
        {file("audio", "New audio")}
        {file(
          "video",
          "New video file",
          "The old file plays until the new one is transcoded; the list shows its progress.",
        )}
      </fieldset>
    </EditModal>
  );
}
