import "../../styles/bootstrap/forms-and-dialogs.scss";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CATALOG_ADMIN_TEXTS } from "../../../shared/contracts/catalog-admin";
import { FormField } from "../../components/form-field";
import { usePageTitle } from "../../components/use-page-title";
import { Link } from "../../lib/router/link";
import { useAddVideo, useVideoOptions, videoAddFormData } from "./api/use-admin-videos";
import { NameListField } from "./components/name-checkboxes";
import { QueryStatus } from "./components/query-status";
import { SelectField } from "./components/select-field";
import { emptyVideoAddForm, todayInput, videoAddFormSchema } from "./video-add/video-add-schema";

/** The add-video form (docs/screens.md; docs/product-rules.md "Validation"): every field's text under it, a link to the new video after. */
export function Component() {
  usePageTitle("Add video");
  const options = useVideoOptions();
  const add = useAddVideo();
  const [added, setAdded] = useState<{ id: string; title: string } | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(videoAddFormSchema),
    defaultValues: emptyVideoAddForm(todayInput()),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ thumbnail, subtitles, audio, ...values }) => {
    setAdded(null);
    try {
      const answer = await add.mutateAsync(videoAddFormData(values, { thumbnail, subtitles, audio }));
      setAdded({ id: answer.video.id, title: values.title });
      reset(emptyVideoAddForm(todayInput()));
    } catch {
      // Shown from the mutation's error below the form.
    }
  });

  const file = (name: "thumbnail" | "subtitles" | "audio", label: string, accept: string, hint: string) => (
    <FormField
      id={`video-add-${name}`}
      label={label}
      type="file"
      accept={accept}
      hint={hint}
      registration={register(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <section aria-labelledby="admin-video-add-title">
      <h2 id="admin-video-add-title" className="page-subtitle">
        Add video
      </h2>
      <div role="status">
        {added && (
          <div className="alert alert-success">
            Video registered: <Link to={`/watch/${encodeURIComponent(added.id)}`}>{added.title}</Link>
          </div>
        )}
      </div>
      <QueryStatus query={options} what="the levels, channels, speakers and topics">
        <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={add.isPending}>
          <FormField
            id="video-add-link"
            label="YouTube link"
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            registration={register("link")}
            error={errors.link?.message}
          />
          <FormField
            id="video-add-title"
            label="Title"
            registration={register("title")}
            error={errors.title?.message}
          />
          <div className="mb-3">
            <label htmlFor="video-add-description" className="form-label">
              Description
            </label>
            <textarea
              id="video-add-description"
              rows={4}
              className={`form-control${errors.description ? " is-invalid" : ""}`}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "video-add-description-error" : undefined}
              {...register("description")}
            />
            {errors.description && (
              <div id="video-add-description-error" className="invalid-feedback" role="alert">
                {errors.description.message}
              </div>
            )}
          </div>
          <div className="admin-form-grid">
            <SelectField
              id="video-add-level"
              label="Level"
              placeholder="Choose a level"
              options={(options.data?.levels ?? []).map((l) => ({ value: l, label: l }))}
              registration={register("level")}
              error={errors.level?.message}
            />
            <FormField
              id="video-add-date"
              label="Schedule date"
              type="date"
              hint="A later day publishes it then."
              registration={register("uploadDate")}
              error={errors.uploadDate?.message}
            />
            <SelectField
              id="video-add-channel"
              label="Channel"
              placeholder="Choose a channel"
              options={(options.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              registration={register("channelId")}
              error={errors.channelId?.message}
            />
            <FormField
              id="video-add-duration"
              label="Duration"
              placeholder="h:mm:ss"
              hint="Seconds, m:ss or h:mm:ss."
              registration={register("duration")}
              error={errors.duration?.message}
            />
          </div>
          <div className="form-check mb-3">
            <input
              id="video-add-premium"
              type="checkbox"
              className="form-check-input"
              {...register("premium")}
            />
            <label htmlFor="video-add-premium" className="form-check-label">
              Premium (for Premium members only)
            </label>
          </div>
          <div className="admin-form-grid">
            <NameListField
              control={control}
              name="speakers"
              id="video-add-speakers"
              legend="Speakers"
              names={options.data?.speakers ?? []}
              error={errors.speakers?.message}
            />
            <NameListField
              control={control}
              name="topics"
              id="video-add-topics"
              legend="Topics"
              names={options.data?.topics ?? []}
              error={errors.topics?.message}
            />
          </div>
          <p className="form-text mt-0">
            A speaker or topic missing? Add it on the <Link to="/admin/speaker">Speakers</Link> or{" "}
            <Link to="/admin/topic">Topics</Link> page first.
          </p>
          {file(
            "thumbnail",
            "Thumbnail",
            "image/jpeg,image/png,image/webp",
            "JPEG, PNG or WebP, at most 5 MB.",
          )}
          {file("subtitles", "Subtitles (optional)", ".vtt,.srt,text/vtt", "A .vtt or .srt file.")}
          {file("audio", "Audio (optional)", ".mp3,audio/mpeg", "An .mp3 file.")}
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Add video
          </button>
          {add.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {CATALOG_ADMIN_TEXTS.videoAddFailed}
              {add.error.message}
            </div>
          )}
        </form>
      </QueryStatus>
    </section>
  );
}
