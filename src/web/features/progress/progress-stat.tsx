/** One figure of the progress summary: its label, its value and a line of detail. */
export function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId?: string;
}) {
  return (
    <div className="progress-stat" data-testid={testId}>
      <div className="progress-stat-label">{label}</div>
      <div className="progress-stat-value">{value}</div>
      {detail && <div className="progress-stat-detail">{detail}</div>}
    </div>
  );
}
