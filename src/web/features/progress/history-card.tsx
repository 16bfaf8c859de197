import "./history-card.css";
import type { ReactNode } from "react";
import type { HistoryDay } from "../../../shared/contracts/history";
import { formatClockTime, formatDuration } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { NextPageButton } from "../../components/next-page-button";
import { Link } from "../../lib/router/link";
import { useHistory } from "./api/use-history";
import { historyDayTitle } from "./history-format";

function Item({ kind, name, seconds }: { kind: string; name: ReactNode; seconds: number }) {
  return (
    <li className="history-item">
      <span className="history-item-kind">{kind}</span>
      <span className="history-item-name">{name}</span>
      <span className="history-item-time">{formatDuration(seconds)}</span>
    </li>
  );
}

/** One day: its date and total as a heading, then its videos and off-platform entries. */
function Day({ day, timeZone }: { day: HistoryDay; timeZone: string }) {
  const titleId = `history-day-${day.date}`;
  return (
    <li>
      <section className="history-day" aria-labelledby={titleId}>
        <h3 id={titleId} className="history-day-title">
          <span>{historyDayTitle(day.date, timeZone)}</span>
          {/* Read as "Today, 23 Nov 2026: 1 h 5 min". */}
          <span className="visually-hidden">: </span>
          <span className="history-day-total">{formatDuration(day.seconds)}</span>
        </h3>
        <ul className="history-items">
          {day.videos.map((video) => (
            <Item
              key={video.id}
              kind="Video"
              name={<Link to={`/watch/${encodeURIComponent(video.id)}`}>{video.title}</Link>}
              seconds={video.seconds}
            />
          ))}
          {/* Under a second is rounding, not time worth a line. */}
          {day.otherSeconds >= 1 && (
            <Item
              kind="Video"
              name={
                <>
                  Other video time{" "}
                  <span className="history-item-note">
                    (a video no longer in the catalog, or time counted in another time zone)
                  </span>
                </>
              }
              seconds={day.otherSeconds}
            />
          )}
          {day.offPlatform.map((entry) => (
            <Item
              key={entry.id}
              kind="Off-platform"
              name={
                <>
                  From {formatClockTime(entry.startTime)}
                  {entry.comment && <span className="history-item-note">: {entry.comment}</span>}
                </>
              }
              seconds={entry.minutes * 60}
            />
          ))}
        </ul>
      </section>
    </li>
  );
}

/** What the learner watched and logged, day by day, newest first (docs/progress.md "History"). */
export function HistoryCard() {
  const { user } = useAppContext();
  const query = useHistory(user.id);

  if (query.isError && !query.data)
    return <p className="text-danger">Could not load your history: {query.error.message}</p>;
  if (!query.data) return <p className="text-body-secondary">Loading your history…</p>;
  const pages = query.data.pages;
  const timeZone = pages[0]?.timezone ?? "UTC";
  const days = pages.flatMap((page) => page.days);
  if (days.length === 0) {
    return (
      <p className="text-body-secondary">
        Nothing here yet. Watch a video or log off-platform input, and each day's input will be listed here.
      </p>
    );
  }

  return (
    <>
      <p className="form-text mt-0">
        What you watched and logged, day by day, newest first. Days are those of your time zone ({timeZone}).
      </p>
      <ol className="history-days">
        {days.map((day) => (
          <Day key={day.date} day={day} timeZone={timeZone} />
        ))}
      </ol>
      {query.isFetchNextPageError && (
        <p className="text-danger" role="alert">
          Could not load more days: {query.error?.message}
        </p>
      )}
      <NextPageButton pages={query} className="btn btn-outline-secondary">
        {query.isFetchingNextPage ? "Loading more days…" : "Show more days"}
      </NextPageButton>
    </>
  );
}
