import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { User } from "../../../shared/contracts/user";
import type { WatchTimeUpdateRequest } from "../../../shared/contracts/watch";
import { setInputPlaying } from "../../app/input-playing";
import { userQueryKey } from "../../app/user-query";
import { browserTimeZone } from "../../lib/time-zone";
import { beaconReport, postReport } from "./api/report-sender";
import { type InputTotals, LiveTotals } from "./live-totals";
import type { PlayerEvents, PlayerState } from "./player-types";
import { markWatchDataStale } from "./video-query";
import { isAtEnd } from "./watch-rules";
import { WatchTracker } from "./watch-tracker";

/** The watch timer's period (docs/screens.md; docs/product-rules.md "Constants"). */
export const WATCH_TICK_MS = 500;

const totalsOf = (user: User): InputTotals => ({
  total: user.watchTimeSeconds,
  today: user.watchTimeTodaySeconds,
});

/**
 * Connects a player to the WatchTracker: its events, a 500 ms timer (position, 30 s reports, end
 * detection within a second of the duration), hiding and closing the page. Reports go to the
 * server; the cached user (the top bar) grows live and takes each answer's exact totals.
 * `onFinished` runs once when the video reaches its end.
 */
export function useWatchSession(videoId: string, onFinished: () => void) {
  const queryClient = useQueryClient();
  const stateRef = useRef<PlayerState | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const handlers = useRef<PlayerEvents | null>(null);

  useEffect(() => {
    const readUser = () => queryClient.getQueryData<User>(userQueryKey);
    const first = readUser();
    const live = new LiveTotals(first ? totalsOf(first) : { total: 0, today: 0 });
    let written: InputTotals | null = first ? totalsOf(first) : null;
    let endHandled = false;

    const tracker = new WatchTracker({
      videoId,
      timezone: browserTimeZone() ?? "UTC",
      send: (report: WatchTimeUpdateRequest, beacon: boolean) => {
        const growth = live.sent(report.playingStartTime, report.elapsedTime, beacon);
        if (beacon) return beaconReport(report);
        postReport(report)
          .then((answer) => {
            live.answered(growth, { total: answer.watchTimeSeconds, today: answer.watchTimeTodaySeconds });
            showTotals(true);
            // A finished stretch moved the position: the watched marks here and on browse follow it.
            if (!tracker.playing) void markWatchDataStale(queryClient, true);
          })
          .catch((err: unknown) => {
            // The segment's next report is cumulative and carries this time again.
            live.failed(growth);
            console.warn("A watch time report failed", err);
          });
      },
    });

    /** Puts the live totals in the cached user; `exact` writes even when no whole second changed. */
    function showTotals(exact: boolean) {
      const user = readUser();
      if (!user) return;
      // Someone else replaced the user (sign-in, a refetch): the server's figures win.
      if (
        written &&
        (user.watchTimeSeconds !== written.total || user.watchTimeTodaySeconds !== written.today)
      ) {
        live.rebase(totalsOf(user));
      }
      const shown = live.shown(tracker.unreportedSeconds());
      // Whole seconds are enough for the top bar, and spare the page a render on every tick.
      const sameSecond =
        written &&
        Math.floor(shown.total) === Math.floor(written.total) &&
        Math.floor(shown.today) === Math.floor(written.today);
      if (sameSecond && !exact) return;
      written = shown;
      queryClient.setQueryData<User>(
        userQueryKey,
        (old) => old && { ...old, watchTimeSeconds: shown.total, watchTimeTodaySeconds: shown.today },
      );
    }

    function finish(position: number) {
      if (endHandled) return;
      endHandled = true;
      tracker.end(position);
      finishedRef.current();
    }

    const tick = () => {
      const player = stateRef.current;
      if (!player) return;
      const position = player.currentTime();
      const playing = player.isPlaying();
      if (isAtEnd(position, player.duration())) {
        if (playing) finish(position);
      } else {
        endHandled = false;
        // Events can be missed (a page restored from the back-forward cache): the player decides.
        if (playing && !tracker.playing) tracker.play(position);
        else if (!playing && tracker.playing) tracker.pause(position);
      }
      tracker.tick(position);
      setInputPlaying(tracker.playing);
      if (tracker.playing || live.pending) showTotals(false);
    };

    handlers.current = {
      onPlay: (position) => {
        if (!isAtEnd(position, stateRef.current?.duration() ?? 0)) endHandled = false;
        tracker.play(position);
      },
      onPause: (position) => tracker.pause(position),
      onSeeked: (position) => tracker.seek(position),
      onEnded: (position) => finish(position),
    };

    const onVisibility = () => {
      if (document.visibilityState === "hidden") tracker.hidden();
    };
    const onPageHide = () => tracker.dispose();
    const timer = window.setInterval(tick, WATCH_TICK_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      handlers.current = null;
      tracker.dispose();
      setInputPlaying(false);
      void markWatchDataStale(queryClient);
    };
  }, [videoId, queryClient]);

  // Stable callbacks for the player, forwarding to the live session.
  const events = useMemo<PlayerEvents>(
    () => ({
      onPlay: (position) => handlers.current?.onPlay(position),
      onPause: (position) => handlers.current?.onPause(position),
      onSeeked: (position) => handlers.current?.onSeeked(position),
      onEnded: (position) => handlers.current?.onEnded(position),
    }),
    [],
  );

  return { events, stateRef };
}
