import { useFormContext } from "react-hook-form";
import { VIDEO_LEVELS } from "../../../../shared/domain/levels";
import { FormField } from "../../../components/form-field";
import { NameListField } from "../components/name-checkboxes";
import { SelectField } from "../components/select-field";

/**
 * The fields the add-video and edit-video forms share, as a form holds them before its contract
 * schema (`videoAddFieldsSchema`, `adminVideoUpdateRequestSchema`) checks them through zodResolver:
 * text inputs give strings, which the schemas turn into numbers.
 */
export interface VideoFieldsInput {
  title: string;
  description: string;
  level?: string | undefined;
  uploadDate: string;
  channelId: string | number;
  duration: string | number;
  speakers: string[];
  topics?: string[] | undefined;
}

const LEVEL_OPTIONS = VIDEO_LEVELS.map((level) => ({ value: level, label: level }));

interface VideoFieldsProps {
  /** Starts every field's id: "video-add", "video-edit". */
  idPrefix: string;
  channels: readonly { id: number; name: string }[];
  speakers: readonly string[];
  topics: readonly string[];
}

/**
 * A video's title, description, level, schedule date, channel, duration, speakers and topics, with
 * the contract's text under each field: one form for adding a video (admin-video-add-page.tsx) and
 * for editing one (video-edit-modal.tsx). Used inside react-hook-form's FormProvider.
 */
export function VideoFields({ idPrefix, channels, speakers, topics }: VideoFieldsProps) {
  const { register, control, formState } = useFormContext<VideoFieldsInput>();
  const errors = formState.errors;
  const descriptionError = `${idPrefix}-description-error`;
  return (
    <>
      <FormField
        id={`${idPrefix}-title-field`}
        label="Title"
        registration={register("title")}
        error={errors.title?.message}
      />
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-description`} className="form-label">
          Description
        </label>
        <textarea
          id={`${idPrefix}-description`}
          rows={4}
          className={`form-control${errors.description ? " is-invalid" : ""}`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? descriptionError : undefined}
          {...register("description")}
        />
        {errors.description && (
          <div id={descriptionError} className="invalid-feedback" role="alert">
            {errors.description.message}
          </div>
        )}
      </div>
      <div className="admin-form-grid">
        <SelectField
          id={`${idPrefix}-level`}
          label="Level"
          placeholder="Choose a level"
          options={LEVEL_OPTIONS}
          registration={register("level")}
          error={errors.level?.message}
        />
        <FormField
          id={`${idPrefix}-date`}
          label="Schedule date"
          type="date"
          hint="A later day publishes it then."
          registration={register("uploadDate")}
          error={errors.uploadDate?.message}
        />
        <SelectField
          id={`${idPrefix}-channel`}
          label="Channel"
          placeholder="Choose a channel"
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          registration={register("channelId")}
          error={errors.channelId?.message}
        />
        <FormField
          id={`${idPrefix}-duration`}
          label="Duration"
          placeholder="h:mm:ss"
          hint="Seconds, m:ss or h:mm:ss."
          registration={register("duration")}
          error={errors.duration?.message}
        />
      </div>
      <div className="admin-form-grid">
        <NameListField
          control={control}
          name="speakers"
          id={`${idPrefix}-speakers`}
          legend="Speakers"
          names={speakers}
          error={errors.speakers?.message}
        />
        <NameListField
          control={control}
          name="topics"
          id={`${idPrefix}-topics`}
          legend="Topics"
          names={topics}
          error={errors.topics?.message}
        />
      </div>
    </>
  );
}
