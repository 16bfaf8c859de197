import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type AdminVideo,
  type AdminVideoUpdateRequest,
  adminVideosResponseSchema,
  adminVideoUpdateResponseSchema,
  catalogAdminRoutes,
  type videoAddFieldsSchema,
  videoAddResponseSchema,
  videoOptionsResponseSchema,
} from "../../../../shared/contracts/catalog-admin";
import { adminVideoRatingsResponseSchema, ratingsRoutes } from "../../../../shared/contracts/ratings";
import { apiRequest, apiSend } from "../../../lib/api";
import { useApiQuery } from "../../../lib/api-queries";
import { useAdminKeys, useAdminQuery } from "./admin-keys";

/** GET /api/admin/video: every video, hidden, scheduled and premium ones included, newest first. */
export function useAdminVideos() {
  // While a video file is transcoding the list asks again every few seconds, to show its progress.
  return useAdminQuery("videos", catalogAdminRoutes.videos, adminVideosResponseSchema, {
    refetchInterval: (data) => (data?.videos.some((v) => isTranscoding(v)) ? TRANSCODE_POLL_MS : false),
  });
}

const TRANSCODE_POLL_MS = 3000;

/** A video whose uploaded file waits for, or is in, its transcode. */
export function isTranscoding(video: AdminVideo): boolean {
  return video.videoFile?.state === "queued" || video.videoFile?.state === "transcoding";
}

/** GET /api/admin/video-options: levels, topics, speakers and channels to choose from. */
export function useVideoOptions() {
  return useAdminQuery("video-options", catalogAdminRoutes.videoOptions, videoOptionsResponseSchema);
}

/** The whole video as POST /api/admin/video/update takes it (docs/api.md), with some fields changed. */
export function updateRequestOf(video: AdminVideo, change: Partial<AdminVideoUpdateRequest> = {}) {
  return {
    videoId: video.id,
    title: video.title,
    description: video.description,
    uploadDate: video.uploadDate,
    onPlatformId: video.onPlatformId,
    channelId: video.channelId,
    duration: video.duration,
    premium: video.premium,
    visible: video.visible,
    speakers: video.speakers,
    topics: video.tags,
    level: video.level,
    ...change,
  } satisfies AdminVideoUpdateRequest;
}

type VideosData = z.infer<typeof adminVideosResponseSchema>;

/**
 * POST /api/admin/video/update with the whole video. A toggle shows at once (the cached list is
 * changed first and put back if the call fails); the list is refetched after either way.
 */
export function useUpdateVideo() {
  const { key, refresh, queryClient } = useAdminKeys();
  return useMutation({
    mutationFn: (body: AdminVideoUpdateRequest) => apiSend(catalogAdminRoutes.videoUpdate, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key("videos") });
      const before = queryClient.getQueryData<VideosData>(key("videos"));
      if (before && typeof body.premium === "boolean" && typeof body.visible === "boolean") {
        const { premium, visible } = body;
        queryClient.setQueryData<VideosData>(key("videos"), {
          ...before,
          videos: before.videos.map((v) => (v.id === body.videoId ? { ...v, premium, visible } : v)),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key("videos"), context.before);
    },
    onSettled: () => refresh("videos"),
  });
}

/** The files of the add-video form, beside its text fields. */
export interface VideoAddFiles {
  /** Required with a YouTube link; a video file's poster is taken from it otherwise. */
  thumbnail?: File | undefined;
  subtitles?: File | undefined;
  audio?: File | undefined;
  /** Our own video, instead of a YouTube link (docs/admin.md "Our own videos"). */
  video?: File | undefined;
}

/**
 * The text fields of POST /api/admin/video/add as the contract's schema outputs them; with a
 * video file, no link (empty) and no duration.
 */
export type VideoAddValues = Omit<z.output<typeof videoAddFieldsSchema>, "duration"> & {
  duration: number | undefined;
};

/** The multipart body: one field per value, speakers and topics as repeated fields (docs/api.md). */
export function videoAddFormData(values: VideoAddValues, files: VideoAddFiles): FormData {
  const body = new FormData();
  for (const field of ["link", "title", "description", "level", "uploadDate"] as const) {
    body.append(field, values[field]);
  }
  body.append("channelId", String(values.channelId));
  if (values.duration !== undefined) body.append("duration", String(values.duration));
  body.append("premium", String(values.premium));
  for (const speaker of values.speakers) body.append("speakers", speaker);
  for (const topic of values.topics) body.append("topics", topic);
  appendFiles(body, files);
  return body;
}

/** The chosen files, after the text fields: add video and a file replacement send them alike. */
function appendFiles(body: FormData, files: VideoAddFiles): void {
  if (files.thumbnail) body.append("thumbnail", files.thumbnail);
  if (files.subtitles) body.append("subtitles", files.subtitles);
  if (files.audio) body.append("audio", files.audio);
  // Last: the server streams it to the store while the fields before it are already read.
  if (files.video) body.append("video", files.video);
}

/** POST /api/admin/video/add (multipart); answers the new video's id. */
export function useAddVideo() {
  const { refresh } = useAdminKeys();
  return useMutation({
    mutationFn: ({ values, files }: { values: VideoAddValues; files: VideoAddFiles }) =>
      apiRequest(catalogAdminRoutes.videoAdd, videoAddResponseSchema, {
        body: videoAddFormData(values, files),
      }),
    onSuccess: () => refresh("videos", "video-options", "topics", "speakers", "channels"),
  });
}

/** The files that replace a video's own on its edit dialog; none chosen is none sent. */
export type VideoReplacementFiles = VideoAddFiles;

/** Whether any file was chosen (POST /api/admin/video/files refuses a call without one). */
export function hasReplacementFile(files: VideoReplacementFiles): boolean {
  return Object.values(files).some((file) => file !== undefined);
}

/**
 * POST /api/admin/video/files (multipart: videoId and the chosen files; docs/admin.md "Replacing a
 * video's files"): the server stores the new files and deletes the old. The list is refetched, so it
 * shows the new thumbnail, or a new video file's "queued" and transcode progress.
 */
export function useReplaceVideoFiles() {
  const { refresh } = useAdminKeys();
  return useMutation({
    mutationFn: ({ videoId, files }: { videoId: string; files: VideoReplacementFiles }) => {
      const body = new FormData();
      body.append("videoId", videoId);
      appendFiles(body, files);
      return apiRequest(catalogAdminRoutes.videoFiles, adminVideoUpdateResponseSchema, { body });
    },
    onSettled: () => refresh("videos"),
  });
}

/** GET /api/admin/video/{id}/ratings: how learners rated the video, under the videos' key (refetched with the list). */
export function useVideoRatings(videoId: string) {
  const { key } = useAdminKeys();
  return useApiQuery(
    [...key("videos"), videoId, "ratings"],
    ratingsRoutes.adminRatings(videoId),
    adminVideoRatingsResponseSchema,
  );
}
