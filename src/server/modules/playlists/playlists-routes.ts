import {
  addPlaylistVideoRequestSchema,
  addPlaylistVideoResponseSchema,
  createPlaylistRequestSchema,
  createPlaylistResponseSchema,
  playlistIdParamsSchema,
  playlistResponseSchema,
  playlistsQuerySchema,
  playlistsResponseSchema,
  playlistsRoutePatterns,
  playlistsRoutes,
  playlistVideoParamsSchema,
  updatePlaylistRequestSchema,
} from "../../../shared/contracts/playlists";
import { okResponseSchema } from "../../../shared/contracts/user";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { defineCallerRoutes } from "../user/index";
import { createPlaylists } from "./playlists-service";

/**
 * My Playlists (contract: shared/contracts/playlists.ts; docs/product-rules.md "Playlists"): any
 * visitor with a session keeps them, as they keep their progress; a read token may read them, a
 * write token change them (modules/tokens).
 */
export const registerPlaylistsRoutes = defineCallerRoutes((r, deps) => {
  const playlists = createPlaylists(deps.catalog, deps.db, deps.userStates);
  r.get(
    playlistsRoutes.playlists,
    {
      schema: { querystring: playlistsQuerySchema, response: { 200: playlistsResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (caller, request) => playlists.list(caller, request.query.videoId),
  );

  r.post(
    playlistsRoutes.playlists,
    {
      schema: { body: createPlaylistRequestSchema, response: { 200: createPlaylistResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (caller, request) => playlists.create(caller, request.body.name),
  );

  r.get(
    playlistsRoutePatterns.playlist,
    {
      schema: { params: playlistIdParamsSchema, response: { 200: playlistResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (caller, request) => playlists.get(caller, request.params.id),
  );

  r.post(
    playlistsRoutePatterns.update,
    {
      schema: {
        params: playlistIdParamsSchema,
        body: updatePlaylistRequestSchema,
        response: { 200: okResponseSchema },
      },
      config: OWN_DATA_WRITE,
    },
    async (caller, request) => playlists.update(caller, request.params.id, request.body),
  );

  r.post(
    playlistsRoutePatterns.delete,
    {
      schema: { params: playlistIdParamsSchema, response: { 200: okResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (caller, request) => playlists.delete(caller, request.params.id),
  );

  r.post(
    playlistsRoutePatterns.addVideo,
    {
      schema: {
        params: playlistIdParamsSchema,
        body: addPlaylistVideoRequestSchema,
        response: { 200: addPlaylistVideoResponseSchema },
      },
      config: OWN_DATA_WRITE,
    },
    async (caller, request) => playlists.addVideo(caller, request.params.id, request.body.videoId),
  );

  r.post(
    playlistsRoutePatterns.removeVideo,
    {
      schema: { params: playlistVideoParamsSchema, response: { 200: okResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (caller, request) => playlists.removeVideo(caller, request.params.id, request.params.videoId),
  );
});
