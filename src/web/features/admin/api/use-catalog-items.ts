import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import {
  CATALOG_ADMIN_TEXTS,
  type Channel,
  catalogAdminRoutes,
  type channelAddRequestSchema,
  channelsResponseSchema,
  type NamedItem,
  speakersResponseSchema,
  topicsResponseSchema,
} from "../../../../shared/contracts/catalog-admin";
import { apiRequest } from "../../../lib/api";
import { useAdminKeys } from "./admin-keys";

/** An entry of the topic, speaker or channel list: a channel's has its url too. */
export type CatalogItem = NamedItem & Partial<Pick<Channel, "url">>;

/** The three simple lists of the catalog (docs/screens.md): where they live and what they say. */
export const CATALOG_KINDS = {
  topics: {
    resource: "topics",
    title: "Topics",
    singular: "topic",
    list: catalogAdminRoutes.topics,
    add: catalogAdminRoutes.topicAdd,
    remove: catalogAdminRoutes.topicRemove,
    read: (json: unknown): CatalogItem[] => topicsResponseSchema.parse(json).topics,
    loadFailed: CATALOG_ADMIN_TEXTS.topicsLoadFailed,
    addFailed: CATALOG_ADMIN_TEXTS.topicAddFailed,
    removeFailed: CATALOG_ADMIN_TEXTS.topicRemoveFailed,
  },
  speakers: {
    resource: "speakers",
    title: "Speakers",
    singular: "speaker",
    list: catalogAdminRoutes.speakers,
    add: catalogAdminRoutes.speakerAdd,
    remove: catalogAdminRoutes.speakerRemove,
    read: (json: unknown): CatalogItem[] => speakersResponseSchema.parse(json).speakers,
    loadFailed: CATALOG_ADMIN_TEXTS.speakersLoadFailed,
    addFailed: CATALOG_ADMIN_TEXTS.speakerAddFailed,
    removeFailed: CATALOG_ADMIN_TEXTS.speakerRemoveFailed,
  },
  channels: {
    resource: "channels",
    title: "Channels",
    singular: "channel",
    list: catalogAdminRoutes.channels,
    add: catalogAdminRoutes.channelAdd,
    remove: catalogAdminRoutes.channelRemove,
    read: (json: unknown): CatalogItem[] => channelsResponseSchema.parse(json).channels,
    loadFailed: CATALOG_ADMIN_TEXTS.channelsLoadFailed,
    addFailed: CATALOG_ADMIN_TEXTS.channelAddFailed,
    removeFailed: CATALOG_ADMIN_TEXTS.channelRemoveFailed,
  },
} as const;
export type CatalogKind = keyof typeof CATALOG_KINDS;

/** Each call answers the whole list; it is parsed with the kind's contract schema. */
async function requestList(
  kind: CatalogKind,
  path: string,
  options: { body?: unknown; signal?: AbortSignal } = {},
) {
  const json = await apiRequest(path, anyJson, options);
  return CATALOG_KINDS[kind].read(json);
}
const anyJson = topicsResponseSchema.or(speakersResponseSchema).or(channelsResponseSchema);

const withName = (path: string, name: string) => `${path}?${new URLSearchParams({ name })}`;

/** GET /api/admin/topic, /speaker or /channel: the names and how many videos use each. */
export function useCatalogItems(kind: CatalogKind) {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: key(CATALOG_KINDS[kind].resource),
    queryFn: ({ signal }) => requestList(kind, CATALOG_KINDS[kind].list, { signal }),
  });
}

type ChannelAddRequest = z.infer<typeof channelAddRequestSchema>;
/** What an add sends: a name, and for a channel its url. */
export type CatalogItemInput = Pick<ChannelAddRequest, "name"> & Partial<Pick<ChannelAddRequest, "url">>;

/**
 * Adds (GET …/add?name=, or POST /api/admin/channel/add with name and url) or removes
 * (GET …/remove?name=) an entry. The answer is the new list, which replaces the cached one; the
 * add-video form's options are refetched too.
 */
export function useCatalogItemMutations(kind: CatalogKind) {
  const { key, refresh, queryClient } = useAdminKeys();
  const spec = CATALOG_KINDS[kind];
  const settle = (items: CatalogItem[]) => {
    queryClient.setQueryData(key(spec.resource), items);
    return refresh("video-options", "videos");
  };
  const add = useMutation({
    mutationFn: (input: CatalogItemInput) =>
      kind === "channels"
        ? requestList(kind, spec.add, { body: { name: input.name, url: input.url ?? "" } })
        : requestList(kind, withName(spec.add, input.name)),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (name: string) => requestList(kind, withName(spec.remove, name)),
    onSuccess: settle,
    onError: () => refresh(spec.resource),
  });
  return { add, remove };
}
