// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { deleteVideo } from "./catalog-write-repository";
export { type PublishedVideo, videosPublishedBetween } from "./published-videos";
export { videoUploadKeys } from "./video-files/video-file-job-repository";
export {
  createVideoFileJobs,
  type VideoFileJobs,
} from "./video-files/video-file-jobs";
