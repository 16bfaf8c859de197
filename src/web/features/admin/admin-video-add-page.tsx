import "../../styles/bootstrap/forms-and-dialogs.scss";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CATALOG_ADMIN_TEXTS } from "../../../shared/contracts/catalog-admin";
import { BusyButton } from "../../components/busy-button";
import { CallFailure } from "../../components/call-failure";
import { FormField } from "../../components/form-field";
import { Link } from "../../lib/router/link";
import { useAddVideo, useVideoOptions } from "./api/use-admin-videos";
import { AdminSection } from "./components/admin-section";
import { QueryStatus } from "./components/query-status";
import { emptyVideoAddForm, todayInput, videoAddFormSchema } from "./video-add/video-add-schema";
import { VideoFields } from "./videos/video-fields";
import { VideoFileField, type VideoFileName } from "./videos/video-file-field";

/** The add-video form (docs/screens.md; docs/product-rules.md "Validation"): every field's text under it, a link to the new video after. */
export function Component() {
  const options = useVideoOptions();
  const add = useAddVideo();
  const form = useForm({
    resolver: zodResolver(videoAddFormSchema),
    defaultValues: emptyVideoAddForm(todayInput()),
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  // The new video's link: the title as it was sent (the form is emptied for the next one).
  const added = add.data && { id: add.data.video.id, title: add.variables.values.title };

  const formElement = useRef<HTMLFormElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const onSubmit = handleSubmit(({ thumbnail, subtitles, audio, video, ...values }) =>
    add.mutate(
      { values, files: { thumbnail, subtitles, audio, video } },
      {
        onSuccess: () => {
          // The whole form empties, the chosen files too (react-hook-form's reset with values
          // leaves a file input's file in place: the form was half reset).
          formElement.current?.reset();
          reset(emptyVideoAddForm(todayInput()));
        },
      },
    ),
  );
  // The success line is at the top, out of sight after a long form: it takes the focus, which
  // scrolls it into view and has screen readers read it.
  useEffect(() => {
    if (add.isSuccess) success.current?.focus();
  }, [add.isSuccess]);

  const file = (name: VideoFileName, label: string, note?: string) => (
    <VideoFileField form={form} idPrefix="video-add" name={name} label={label} note={note} />
  );

  return (
    <AdminSection title="Add video">
      <div role="status">
        {added && (
          <div ref={success} tabIndex={-1} className="alert alert-success">
            Video registered: <Link to={`/watch/${encodeURIComponent(added.id)}`}>{added.title}</Link>
          </div>
        )}
      </div>
      <QueryStatus query={options} what="the levels, channels, speakers and topics">
        <form
          ref={formElement}
          className="admin-form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={add.isPending}
        >
          <FormField
            id="video-add-link"
            label="YouTube link"
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            hint="Or upload a video file below instead."
            registration={register("link")}
            error={errors.link?.message}
          />
          {file(
            "video",
            "Video file (instead of a YouTube link)",
            "It is transcoded after the upload; its length comes from the file, and a frame becomes the thumbnail if you choose none. /admin/video shows its progress.",
          )}
          <FormProvider {...form}>
            <VideoFields
              idPrefix="video-add"
              channels={options.data?.channels ?? []}
              speakers={options.data?.speakers ?? []}
              topics={options.data?.topics ?? []}
            />
          </FormProvider>
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
          <p className="form-text mt-0">
            A speaker or topic missing? Add it on the <Link to="/admin/speaker">Speakers</Link> or{" "}
            <Link to="/admin/topic">Topics</Link> page first.
          </p>
          {file("thumbnail", "Thumbnail", "Optional with a video file.")}
          {file("subtitles", "Subtitles (optional)")}
          {file("audio", "Audio (optional)")}
          <BusyButton busy={add.isPending}>Add video</BusyButton>
          <CallFailure
            error={add.error}
            lead={CATALOG_ADMIN_TEXTS.videoAddFailed}
            as="div"
            className="alert alert-danger mt-3 mb-0"
          />
        </form>
      </QueryStatus>
    </AdminSection>
  );
}
