import type { WordGrammar } from "../../../shared/contracts/words";
import { countOf } from "../../../shared/domain/counts";
import { CallFailure } from "../../components/call-failure";
import { useStarWord, useWordLookup } from "./api/word-queries";

/** The grammar's parts as a learner reads them, in this order; those that do not apply are left out. */
const GRAMMAR_ORDER: (keyof WordGrammar)[] = [
  "partOfSpeech",
  "case",
  "number",
  "gender",
  "person",
  "tense",
  "aspect",
];

export function grammarLine(grammar: WordGrammar): string {
  return GRAMMAR_ORDER.map((key) => grammar[key])
    .filter((value): value is string => Boolean(value))
    .join(", ");
}

export const timesHeard = (heard: number, videos: number) =>
  heard === 0
    ? "You have not heard it yet."
    : `You heard it ${heard === 1 ? "once" : `${heard} times`}, in ${countOf(videos, "video")}.`;

/**
 * A transcript word's details (docs/screens.md "Watch", "Look up words"): its dictionary form, its
 * grammar, how often the learner heard it, and a star to keep it. A chunk of its own (zod).
 */
export default function WordDetails({
  word,
  userId,
  onClose,
}: {
  word: string;
  userId: string;
  onClose: () => void;
}) {
  const lookup = useWordLookup(word, userId);
  const star = useStarWord(userId);
  const data = lookup.data;
  return (
    <div className="watch-word-details" role="group" aria-label={`The word “${word}”`}>
      {lookup.isPending && <p role="status">Looking up “{word}”…</p>}
      <CallFailure error={lookup.error} lead={<>Could not look up “{word}”: </>} />
      {data && (
        <>
          <p className="watch-word-lemma">
            <span className="text-body-secondary">Dictionary form:</span>{" "}
            <strong lang="ru">{data.lemma}</strong>
            {!data.known && <span className="text-body-secondary"> (not in the dictionary)</span>}
          </p>
          {grammarLine(data.grammar) && <p className="watch-word-grammar">{grammarLine(data.grammar)}</p>}
          <p className="watch-word-heard">{timesHeard(data.heard, data.videos)}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-pressed={data.starred}
            disabled={star.isPending}
            onClick={() => star.mutate({ lemma: data.lemma, starred: !data.starred })}
          >
            <span aria-hidden="true">{data.starred ? "★ " : "☆ "}</span>
            Star this word
          </button>
          <CallFailure error={star.error} lead="The star was not saved: " />
        </>
      )}
      <button type="button" className="btn btn-sm btn-link" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
