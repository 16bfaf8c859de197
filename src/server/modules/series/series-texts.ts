import type { EpisodeOwner } from "./series-repository";

const list = (ids: string[]) => ids.map((id) => `"${id}"`).join(", ");

/** The sentences of the series calls' refusals. */
export const SERIES_TEXTS = {
  notFound: "There is no such series: it may have been deleted. Pick one on the Series page.",
  titleTaken: (title: string) =>
    `A series titled "${title}" exists already: choose another title or edit that one.`,
  duplicateEpisodes: (ids: string[]) =>
    `Each video can be one episode of a series only once: ${list(ids)} is given twice.`,
  unknownVideos: (ids: string[]) =>
    `There are no videos with the ids ${list(ids)}: pick episodes from the catalog.`,
  inOtherSeries: (taken: EpisodeOwner[]) =>
    `A video is an episode of one series only: ${taken
      .map((t) => `"${t.videoId}" is in "${t.seriesTitle}"`)
      .join(", ")}. Take it out of that series first.`,
} as const;
