import type { CatalogVideo } from "../../src/server/modules/catalog-index/catalog-video";

/**
 * A video as the catalog index is built from (no database): a visible, free YouTube video of
 * "Beginner 1", ten minutes long, uploaded at `uploadMs`, with `fields` over it.
 */
export function catalogVideo(id: string, fields: Partial<CatalogVideo> = {}): CatalogVideo {
  return {
    id,
    title: `Видео ${id}`,
    description: "",
    platform: "youtube",
    onPlatformId: `yt-${id}`,
    thumbnailUrl: "",
    durationSeconds: 600,
    level: "Beginner 1",
    premium: false,
    visible: true,
    uploadMs: 0,
    draft: false,
    channelId: 1,
    channelName: "Канал",
    speakers: [],
    topics: [],
    ...fields,
  };
}
