import { useFormContext } from "react-hook-form";
import { VIDEO_LEVELS } from "../../../../shared/domain/levels";
import { FormField, fieldOf } from "../../../components/form-field";
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
  const form = useFormContext<VideoFieldsInput>();
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <FormField id={`${idPrefix}-title-field`} label="Title" {...fieldOf(form, "title")} />
      <FormField
        id={`${idPrefix}-description`}
        label="Description"
        rows={4}
        {...fieldOf(form, "description")}
      />
      <div className="admin-form-grid">
        <SelectField
          id={`${idPrefix}-level`}
          label="Level"
          placeholder="Choose a level"
          options={LEVEL_OPTIONS}
          {...fieldOf(form, "level")}
        />
        <FormField
          id={`${idPrefix}-date`}
          label="Schedule date"
          type="date"
          hint="A later day publishes it then."
          {...fieldOf(form, "uploadDate")}
        />
        <SelectField
          id={`${idPrefix}-channel`}
          label="Channel"
          placeholder="Choose a channel"
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          {...fieldOf(form, "channelId")}
        />
        <FormField
          id={`${idPrefix}-duration`}
          label="Duration"
          placeholder="h:mm:ss"
          hint="Seconds, m:ss or h:mm:ss."
          {...fieldOf(form, "duration")}
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
