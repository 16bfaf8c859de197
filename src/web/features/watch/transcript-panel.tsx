import { countOf, formatCount } from "../../../shared/domain/counts";
import "../../styles/transcript.css";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import type { TranscriptCue } from "../../../shared/contracts/video";
import { formatSeconds } from "../../../shared/domain/time-format";
import { Switch } from "../../components/switch";
import { Link } from "../../lib/router/link";
import { useTranscriptQuery } from "./api/captions-query";
import type { PlayerState } from "./player-types";
import { lineMatches, markMatches } from "./transcript-search";
import { wordParts } from "./transcript-words";
import { useCurrentCue } from "./use-current-cue";
import { WatchIcon } from "./watch-icons";

/** A word's details, a chunk of its own (it reads with zod), loaded on the first word looked up. */
const WordDetails = lazy(() => import("./word-details"));

/** After the learner scrolls the list, it stays where they put it this long. */
const USER_SCROLL_PAUSE_MS = 5000;

interface TranscriptPanelProps {
  videoId: string;
  userId: string;
  /** Premium members and admins get every line; the others the first three and a lock. */
  full: boolean;
  /** The captions' cues (for the first three lines). */
  captionCues: TranscriptCue[];
  stateRef: { current: PlayerState | null };
}

/** "Transcript" under the player (docs/screens.md, Watch). Shown only for videos with subtitles. */
export function TranscriptPanel({ videoId, userId, full, captionCues, stateRef }: TranscriptPanelProps) {
  const headingId = useId();
  return (
    <section className="watch-transcript" aria-labelledby={headingId}>
      <h2 id={headingId} className="watch-transcript-heading">
        Transcript
      </h2>
      {full ? (
        <FullTranscript videoId={videoId} userId={userId} stateRef={stateRef} />
      ) : (
        <TranscriptTeaser cues={captionCues.slice(0, 3)} />
      )}
    </section>
  );
}

function TranscriptTeaser({ cues }: { cues: TranscriptCue[] }) {
  return (
    <>
      <ol className="watch-transcript-list watch-transcript-teaser" aria-label="The first lines">
        {cues.map((cue) => (
          <li key={`${cue.start}-${cue.text}`} className="watch-transcript-line">
            <span className="watch-transcript-time">{formatSeconds(cue.start)}</span>
            <span className="watch-transcript-text" lang="ru">
              {cue.text}
            </span>
          </li>
        ))}
      </ol>
      <div className="watch-transcript-lock">
        <WatchIcon name="lock" size={20} />
        <p className="mb-0">
          The whole transcript, following the video, searchable, a click away from any line, is for Premium
          members.
        </p>
        <Link to="/premium" className="btn btn-primary btn-sm">
          See Premium
        </Link>
      </div>
    </>
  );
}

function FullTranscript({
  videoId,
  userId,
  stateRef,
}: {
  videoId: string;
  userId: string;
  stateRef: { current: PlayerState | null };
}) {
  const query = useTranscriptQuery(videoId, userId, true);
  const searchId = useId();
  const [search, setSearch] = useState("");
  // "Look up words": each word a button, the line's time the button that seeks.
  const [wordsMode, setWordsMode] = useState(false);
  const [picked, setPicked] = useState<{ line: number; word: number } | null>(null);
  const cues = query.data ?? NO_CUES;
  const current = useCurrentCue(stateRef, cues);
  const shown = useMemo(
    () => cues.map((cue, index) => ({ cue, index })).filter(({ cue }) => lineMatches(cue.text, search)),
    [cues, search],
  );
  const listRef = useRef<HTMLOListElement>(null);
  // The learner is reading the list: the pointer over it, keyboard focus in it, or a recent scroll.
  const engaged = useRef({ pointer: false, keyboard: false, scrolledAt: 0 });

  useEffect(() => {
    const list = listRef.current;
    const state = engaged.current;
    if (current < 0 || !list) return;
    if (state.pointer || state.keyboard || Date.now() - state.scrolledAt < USER_SCROLL_PAUSE_MS) return;
    const line = list.querySelector<HTMLElement>('[aria-current="true"]');
    if (!line) return;
    // Only the list scrolls (never the page, as scrollIntoView would): the line a third down.
    const top = line.getBoundingClientRect().top - list.getBoundingClientRect().top;
    if (top < 0 || top + line.offsetHeight > list.clientHeight) {
      list.scrollTop += top - list.clientHeight / 3;
    }
  }, [current]);

  if (query.isPending) return <p role="status">Loading the transcript…</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p className="mb-2">Could not load the transcript: {query.error.message}</p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  const userScrolled = () => {
    engaged.current.scrolledAt = Date.now();
  };

  return (
    <>
      <div className="watch-transcript-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search the transcript
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control form-control-sm"
          placeholder="Search the transcript"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {/* A switch, not a button: the transcript's buttons are its lines (and, switched on, its words). */}
        <Switch
          className="watch-transcript-words-toggle"
          label="Look up words"
          checked={wordsMode}
          onChange={(on) => {
            setWordsMode(on);
            setPicked(null);
          }}
        />
        {search.trim() !== "" && (
          <p className="watch-transcript-count" role="status">
            {countOf(shown.length, "line")} of {formatCount(cues.length)}
          </p>
        )}
      </div>
      <ol
        ref={listRef}
        className="watch-transcript-list"
        aria-label="Lines: select one to play from there"
        onPointerEnter={() => {
          engaged.current.pointer = true;
        }}
        onPointerLeave={() => {
          engaged.current.pointer = false;
        }}
        onFocus={(e) => {
          engaged.current.keyboard = e.target.matches(":focus-visible");
        }}
        onBlur={() => {
          engaged.current.keyboard = false;
        }}
        onWheel={userScrolled}
        onTouchMove={userScrolled}
        onKeyDown={userScrolled}
      >
        {shown.map(({ cue, index }) =>
          wordsMode ? (
            <li
              key={index}
              className="watch-transcript-line"
              aria-current={index === current ? "true" : undefined}
            >
              <button
                type="button"
                className="watch-transcript-time watch-transcript-seek"
                aria-label={`Play from ${formatSeconds(cue.start)}`}
                onClick={() => stateRef.current?.seekTo(cue.start)}
              >
                {formatSeconds(cue.start)}
              </button>
              <span className="watch-transcript-text" lang="ru">
                {wordParts(cue.text).map((part, i) =>
                  part.word ? (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: the words of one line, fixed.
                      key={i}
                      type="button"
                      className="watch-transcript-word"
                      aria-expanded={picked?.line === index && picked.word === i}
                      onClick={() =>
                        setPicked(
                          picked?.line === index && picked.word === i ? null : { line: index, word: i },
                        )
                      }
                    >
                      {part.text}
                    </button>
                  ) : (
                    part.text
                  ),
                )}
              </span>
              {picked?.line === index && (
                <Suspense fallback={<p role="status">Looking up…</p>}>
                  <WordDetails
                    word={wordParts(cue.text)[picked.word]?.text ?? ""}
                    userId={userId}
                    onClose={() => setPicked(null)}
                  />
                </Suspense>
              )}
            </li>
          ) : (
            <li key={index}>
              <button
                type="button"
                className="watch-transcript-line"
                aria-current={index === current ? "true" : undefined}
                onClick={() => stateRef.current?.seekTo(cue.start)}
              >
                <span className="watch-transcript-time">{formatSeconds(cue.start)}</span>
                <span className="watch-transcript-text" lang="ru">
                  {markMatches(cue.text, search).map((part, i) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line, fixed for this search.
                      <mark key={i}>{part.text}</mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </button>
            </li>
          ),
        )}
      </ol>
      {shown.length === 0 && <p className="mb-0">No line holds “{search.trim()}”.</p>}
    </>
  );
}

const NO_CUES: TranscriptCue[] = [];
