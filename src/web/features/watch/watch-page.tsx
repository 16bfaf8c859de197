import "../../styles/watch.css";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAppContext } from "../../app/app-context";
import { usePageTitle } from "../../components/use-page-title";
import { ApiRequestError } from "../../lib/api";
import { useLocation, useNavigate } from "../../lib/router/location";
import { useParams } from "../../lib/router/routes";
import { findVideoTitle, premiumPageFor } from "../premium/index";
import { useVideoQuery } from "./video-query";
import { VideoGone, VideoLoadFailed, VideoNeedsLogIn, WatchLoading } from "./watch-status";
import { type WatchLocationState, WatchVideo } from "./watch-video";

/** The player and "More videos like this" (docs/screens.md "Watch"). */
export function Component() {
  const { videoId = "" } = useParams();
  const { user, openLogIn } = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useVideoQuery(videoId, user);
  const status = query.error instanceof ApiRequestError ? query.error.status : null;
  usePageTitle(query.data?.video.title ?? "Watch");

  // A premium video without premium (docs/product-rules.md "Roles"): a visitor reads why and is
  // offered the log-in (never opened by itself: docs/screens.md "Watch"), a learner sees Premium.
  const needsLogIn = status === 401 && user.isAnonymous;
  const needsPremium = status === 401 && !user.isAnonymous;
  // The premium page says why the learner is there, and names the video when this visit has seen it.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!needsPremium) return;
    const answers = queryClient
      .getQueryCache()
      .getAll()
      .map((cached) => cached.state.data);
    const { to, state } = premiumPageFor(videoId, findVideoTitle(answers, videoId) ?? undefined);
    navigate(to, { replace: true, state });
  }, [needsPremium, navigate, videoId, queryClient]);

  // An answer cached earlier in this visit holds the position the video had then, and the player
  // starts once from the position it is given: a video opened again waits for its new answer, so
  // that it resumes where the learner stopped (the cached one shows if that call fails). Placeholder
  // data (the same video while signing in) keeps playing.
  const [opened, setOpened] = useState(() => ({ videoId, at: Date.now() }));
  if (opened.videoId !== videoId) setOpened({ videoId, at: Date.now() });
  const current = query.isPlaceholderData || !query.isFetching || query.dataUpdatedAt >= opened.at;

  if (query.data && current) {
    const state = location.state as WatchLocationState | null;
    return (
      <WatchVideo
        key={videoId}
        video={query.data.video}
        related={query.data.relatedVideos}
        user={user}
        openLogIn={openLogIn}
        autoPlay={state?.autoplay === true}
        skippedYouTube={state?.skippedYouTube === true}
      />
    );
  }
  if (query.data || query.isPending || needsPremium) return <WatchLoading />;
  if (status === 404) return <VideoGone />;
  if (needsLogIn) return <VideoNeedsLogIn onLogIn={openLogIn} />;
  return (
    <VideoLoadFailed
      message={query.error?.message ?? "Something went wrong."}
      onRetry={() => void query.refetch()}
    />
  );
}
