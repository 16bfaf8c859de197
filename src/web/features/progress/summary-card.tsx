import { useEffect } from "react";
import type { OverallResponse } from "../../../shared/contracts/progress";
import { formatDuration } from "../../../shared/domain/time-format";
import { CompletionSection } from "./completion-section";
import { ConsistencyGraph } from "./consistency-graph";
import { ForecastSection } from "./forecast-section";
import { HistoryExport } from "./history-export";
import { LevelBar } from "./level-bar";
import { bandName } from "./level-bar-layout";
import { ProgressBlock } from "./progress-block";
import { useOverall } from "./progress-queries";
import { Stat } from "./progress-stat";
import { FinalGoalStat, StatisticsSection } from "./statistics-section";
import { WordsGrowth } from "./words-growth-chart";
import { WordsStats } from "./words-stats";

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function LevelHeadline({ overall }: { overall: OverallResponse }) {
  const { level, levels } = overall;
  const next = levels[level.index + 1];
  return (
    <p className="mb-2">
      Your level: <strong>{bandName(level)}</strong>
      {level.progress !== null && next && level.hoursToNext !== null && (
        <>
          {" "}
          · {Math.floor(level.progress * 100)}% of the way, {formatDuration(level.hoursToNext * 3600)} to{" "}
          {bandName(next)}
        </>
      )}
    </p>
  );
}

/** Hours and words overall, the level bar, streaks, the consistency graph and export (docs/screens.md). */
export function SummaryCard({ userId }: { userId: string }) {
  const query = useOverall(userId);
  const overall = query.data;

  useEffect(() => {
    // docs/screens.md "Messages": a total that falls in no band is a fault worth logging.
    if (overall && !overall.levels[overall.level.index]) {
      console.error("No level matches the hours", overall.hours, overall.levels);
    }
  }, [overall]);

  if (query.isError)
    return <p className="text-danger">Could not load your progress: {query.error.message}</p>;
  if (!overall) {
    return (
      <div className="py-4 text-center">
        <span className="spinner-border" role="status" aria-label="Loading your progress" />
      </div>
    );
  }

  return (
    <>
      <div className="progress-stats">
        <Stat
          label="Total input"
          value={formatDuration(overall.totalSeconds)}
          detail={`${formatDuration(overall.videoSeconds)} videos · ${formatDuration(overall.offPlatformSeconds)} off-platform`}
          testId="total-input"
        />
        <WordsStats userId={userId} />
        <Stat
          label="Streak"
          value={plural(overall.streaks.current, "day")}
          detail={`Longest: ${plural(overall.streaks.longest, "day")}${overall.streaks.todayMet ? " · today’s goal reached" : ""}`}
        />
        <FinalGoalStat overall={overall} />
      </div>

      <ProgressBlock title="Level">
        <LevelHeadline overall={overall} />
        <LevelBar overall={overall} />
      </ProgressBlock>

      <ForecastSection overall={overall} />

      <StatisticsSection overall={overall} />
      <WordsGrowth userId={userId} />
      <CompletionSection userId={userId} />

      <ConsistencyGraph userId={userId} today={overall.today} />
      <HistoryExport />
    </>
  );
}
