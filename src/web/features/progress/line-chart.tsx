/** One point of a line chart, in the data's own units. */
export interface ChartPoint {
  key: string | number;
  x: number;
  y: number;
}

interface LineChartProps {
  points: readonly ChartPoint[];
  /** The largest x and y the axes reach (at least the points' largest). */
  xMax: number;
  yMax: number;
  xMaxLabel: string;
  yMaxLabel: string;
  /** The chart's accessible name: it should say where its text alternative is. */
  label: string;
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 24;

/**
 * A line on a plain SVG with its two axes, as the progress page draws its charts over hours of
 * input (docs/screens.md "Progress"): the figures themselves are always in a table beside it.
 */
export function LineChart({ points, xMax, yMax, xMaxLabel, yMaxLabel, label }: LineChartProps) {
  const x = (p: ChartPoint) => PAD + ((WIDTH - 2 * PAD) * p.x) / Math.max(xMax, Number.EPSILON);
  const y = (p: ChartPoint) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * p.y) / Math.max(yMax, Number.EPSILON);
  return (
    <svg className="assessment-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} className="assessment-axis" />
      <line x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} className="assessment-axis" />
      <text x={PAD - 4} y={PAD + 4} textAnchor="end" className="assessment-label">
        {yMaxLabel}
      </text>
      <text x={PAD - 4} y={HEIGHT - PAD} textAnchor="end" className="assessment-label">
        0
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 6} textAnchor="end" className="assessment-label">
        {xMaxLabel}
      </text>
      <polyline className="assessment-line" points={points.map((p) => `${x(p)},${y(p)}`).join(" ")} />
      {points.map((p) => (
        <circle key={p.key} cx={x(p)} cy={y(p)} r={3.5} className="assessment-point" />
      ))}
    </svg>
  );
}
