import { coverageText } from "../../../shared/domain/video-words-texts";

/**
 * "You know about 87% of its words" under a card's meta line (docs/screens.md "Browse"), for a
 * learner with a history: a chunk of its own, since a first visit (the JS before /browse and its
 * budget) never has a coverage to show.
 */
export default function CardCoverage({ coverage }: { coverage: number }) {
  return <p className="video-card-coverage">{coverageText(coverage)}</p>;
}
