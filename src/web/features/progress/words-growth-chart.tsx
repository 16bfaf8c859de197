import type { WordsSummaryResponse } from "../../../shared/contracts/words";
import { formatCount } from "../../../shared/domain/counts";
import { ColumnHeads } from "../../components/column-heads";
import { useWordsSummary } from "./api/use-words";
import { LineChart } from "./line-chart";
import { ProgressBlock } from "./progress-block";
import { growthPoints } from "./words-growth";

/**
 * Words acquired over hours of input (docs/screens.md "Progress"), drawn like the self-assessments'
 * chart; the table under it holds the same figures. Nothing when no word is acquired yet.
 */
export function WordsGrowthChart({ growth }: { growth: WordsSummaryResponse["growth"] }) {
  const points = growthPoints(growth);
  const last = points.at(-1);
  if (!last) return null;
  return (
    <ProgressBlock title="Words acquired over your input">
      <LineChart
        points={points}
        xMax={Math.max(1, last.x)}
        yMax={Math.max(1, last.y)}
        xMaxLabel={`${last.x} h`}
        yMaxLabel={formatCount(last.y)}
        label="Words acquired over hours of input (the table below holds the same figures)"
      />
      <details className="mt-2">
        <summary>The figures</summary>
        <table className="table table-sm mt-2">
          <caption>Words acquired by hours of input, oldest first</caption>
          <ColumnHeads columns={["Hours of input", "Words acquired"]} />
          <tbody>
            {growth.map((g) => (
              <tr key={g.hours}>
                <td>{g.hours}</td>
                <td>{formatCount(g.acquired)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ProgressBlock>
  );
}

/** The chart with the learner's summary (the same query as the words tiles: one request). */
export function WordsGrowth({ userId }: { userId: string }) {
  const growth = useWordsSummary(userId).data?.growth;
  return growth ? <WordsGrowthChart growth={growth} /> : null;
}
