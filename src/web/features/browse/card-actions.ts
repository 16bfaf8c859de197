/**
 * The actions of a card's menu, loaded together on the first click: every card of /browse's first
 * screen has the menu, and its script budget (docs/web-performance.md "Targets") leaves room for
 * one such import, not one per action.
 */
export { addToPlaylistFromCard as addToPlaylist } from "../playlists/index";
export { hideFromCard as hide } from "./hide-from-card";
