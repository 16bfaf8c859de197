import "../../../styles/bootstrap/forms-and-dialogs.scss";
import { zodResolver } from "@hookform/resolvers/zod";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import {
  type AdminVideo,
  adminVideoUpdateRequestSchema,
  CATALOG_ADMIN_TEXTS,
} from "../../../../shared/contracts/catalog-admin";
import { VIDEO_LEVELS } from "../../../../shared/domain/levels";
import { formatSeconds } from "../../../../shared/domain/time-format";
import { FormField } from "../../../components/form-field";
import { updateRequestOf, useUpdateVideo, useVideoOptions } from "../api/use-admin-videos";
import { NameListField } from "../components/name-checkboxes";
import { SelectField } from "../components/select-field";

interface VideoEditModalProps {
  video: AdminVideo;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits a video's other fields (the toggles are in the list); the contract's texts under each field. */
export function VideoEditModal({ video, onClose, onSaved }: VideoEditModalProps) {
  const update = useUpdateVideo();
  const options = useVideoOptions();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminVideoUpdateRequestSchema),
    defaultValues: {
      ...updateRequestOf(video),
      channelId: String(video.channelId),
      duration: formatSeconds(video.duration),
      uploadDate: video.uploadDate.slice(0, 10),
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) => {
    // The form edits the day: an untouched day keeps the stored time.
    const uploadDate =
      values.uploadDate === video.uploadDate.slice(0, 10) ? video.uploadDate : values.uploadDate;
    return update
      .mutateAsync({ ...values, uploadDate })
      .then(onSaved)
      .catch(() => undefined);
  });
  const channels = options.data?.channels ?? [{ id: video.channelId, name: video.channelName }];

  return (
    <Modal show onHide={onClose} centered size="lg" scrollable aria-labelledby="video-edit-title">
      <form onSubmit={onSubmit} noValidate className="admin-modal-form">
        <Modal.Header closeButton>
          <Modal.Title id="video-edit-title" as="h2" className="h4">
            Edit “{video.title}”
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="video-edit-title-field"
            label="Title"
            registration={register("title")}
            error={errors.title?.message}
          />
          <div className="mb-3">
            <label htmlFor="video-edit-description" className="form-label">
              Description
            </label>
            <textarea
              id="video-edit-description"
              className={`form-control${errors.description ? " is-invalid" : ""}`}
              rows={4}
              aria-describedby={errors.description ? "video-edit-description-error" : undefined}
              {...register("description")}
            />
            {errors.description && (
              <div id="video-edit-description-error" className="invalid-feedback" role="alert">
                {errors.description.message}
              </div>
            )}
          </div>
          <div className="admin-form-grid">
            <FormField
              id="video-edit-date"
              label="Schedule date"
              type="date"
              registration={register("uploadDate")}
              error={errors.uploadDate?.message}
            />
            <FormField
              id="video-edit-duration"
              label="Duration (h:mm:ss)"
              registration={register("duration")}
              error={errors.duration?.message}
            />
            <SelectField
              id="video-edit-level"
              label="Level"
              registration={register("level")}
              options={VIDEO_LEVELS.map((l) => ({ value: l, label: l }))}
              error={errors.level?.message}
            />
            <SelectField
              id="video-edit-channel"
              label="Channel"
              registration={register("channelId")}
              options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
              error={errors.channelId?.message}
            />
          </div>
          <NameListField
            control={control}
            name="speakers"
            id="video-edit-speakers"
            legend="Speakers"
            names={options.data?.speakers ?? []}
            error={errors.speakers?.message}
          />
          <NameListField
            control={control}
            name="topics"
            id="video-edit-topics"
            legend="Topics"
            names={options.data?.topics ?? []}
            error={errors.topics?.message}
          />
          {update.isError && (
            <div className="alert alert-danger mb-0" role="alert">
              {CATALOG_ADMIN_TEXTS.videoUpdateFailed} {update.error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
