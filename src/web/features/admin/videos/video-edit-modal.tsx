import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import {
  type AdminVideo,
  adminVideoUpdateRequestSchema,
  CATALOG_ADMIN_TEXTS,
} from "../../../../shared/contracts/catalog-admin";
import { RATING_LABELS } from "../../../../shared/contracts/ratings-values";
import { formatSeconds } from "../../../../shared/domain/time-format";
import { updateRequestOf, useUpdateVideo, useVideoOptions, useVideoRatings } from "../api/use-admin-videos";
import { EditModal } from "../components/edit-modal";
import { VideoFields } from "./video-fields";

interface VideoEditModalProps {
  video: AdminVideo;
  onClose: () => void;
  onSaved: () => void;
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
export function VideoEditModal({ video, onClose, onSaved }: VideoEditModalProps) {
  const update = useUpdateVideo();
  const options = useVideoOptions();
  const form = useForm({
    resolver: zodResolver(adminVideoUpdateRequestSchema),
    defaultValues: {
      ...updateRequestOf(video),
      channelId: String(video.channelId),
      duration: formatSeconds(video.duration),
      uploadDate: video.uploadDate.slice(0, 10),
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    // The form edits the day: an untouched day keeps the stored time.
    const uploadDate =
      values.uploadDate === video.uploadDate.slice(0, 10) ? video.uploadDate : values.uploadDate;
    update.mutate({ ...values, uploadDate }, { onSuccess: onSaved });
  });

  return (
    <EditModal
      wide
      titleId="video-edit-title"
      title={`Edit “${video.title}”`}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={update.isPending}
      failure={update.isError && `${CATALOG_ADMIN_TEXTS.videoUpdateFailed} ${update.error.message}`}
    >
      <VideoRatingsLine videoId={video.id} />
      <FormProvider {...form}>
        <VideoFields
          idPrefix="video-edit"
          channels={options.data?.channels ?? [{ id: video.channelId, name: video.channelName }]}
          speakers={options.data?.speakers ?? []}
          topics={options.data?.topics ?? []}
        />
      </FormProvider>
    </EditModal>
  );
}
