import { DURATION_BINS } from "../../../shared/domain/durations";
import {
  FACET_NAMES,
  type FacetName,
  type StatisticsCounts,
  type StatisticsJsonTemplate,
} from "./catalog-model";

/*
 * The statistics answer as bytes (docs/decisions/003). Its shape only changes with the catalog, so
 * the whole answer is encoded once per index build with a blank, fixed-width field for every number
 * (JSON allows the spaces); an answer copies the template and writes the numbers into their fields.
 * `toStatistics` (browse-engine.ts) is the reference these bytes must equal.
 */

/** Room for counts up to 9,999,999. */
const FIELD_WIDTH = 7;
const BLANK = " ".repeat(FIELD_WIDTH);
const ZERO = 48;

/** Builds the template from the facets' option names, in their display order. */
export function buildStatisticsJsonTemplate(
  optionNames: Record<FacetName, string[]>,
): StatisticsJsonTemplate {
  const pieces: string[] = [];
  const fieldAt: number[] = [];
  let length = 0;
  const text = (piece: string) => {
    pieces.push(piece);
    length += Buffer.byteLength(piece);
  };
  const field = () => {
    fieldAt.push(length);
    text(BLANK);
  };
  text('{"total":');
  field();
  text(',"statistics":{');
  for (const name of FACET_NAMES) {
    text(`"${name}":[`);
    optionNames[name].forEach((option, i) => {
      text(`${i > 0 ? "," : ""}{"name":${JSON.stringify(option)},"count":`);
      field();
      text("}");
    });
    text("],");
  }
  text('"durations":[');
  DURATION_BINS.forEach((bin, i) => {
    text(`${i > 0 ? "," : ""}{"start":${bin.start},"end":${bin.end},"count":`);
    field();
    text("}");
  });
  text("]}}");
  return { bytes: Buffer.from(pieces.join("")), fieldAt: Uint32Array.from(fieldAt) };
}

/** Writes a count right-aligned into its blank field. */
function writeCount(out: Buffer, at: number, count: number): void {
  let rest = count;
  let i = at + FIELD_WIDTH - 1;
  do {
    out[i--] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  } while (rest > 0 && i >= at);
  if (rest > 0) throw new Error(`A count of ${count} does not fit the statistics template.`);
}

export function statisticsJson(template: StatisticsJsonTemplate, counts: StatisticsCounts): Buffer {
  const out = Buffer.from(template.bytes);
  let field = 0;
  writeCount(out, template.fieldAt[field++]!, counts.total);
  for (const name of FACET_NAMES) {
    const optionCounts = counts.facets[name];
    for (let i = 0; i < optionCounts.length; i++)
      writeCount(out, template.fieldAt[field++]!, optionCounts[i]!);
  }
  for (let i = 0; i < counts.durations.length; i++) {
    writeCount(out, template.fieldAt[field++]!, counts.durations[i]!);
  }
  return out;
}
