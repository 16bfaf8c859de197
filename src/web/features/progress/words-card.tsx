import type { LearnerWord, WordListKind } from "../../../shared/contracts/words";
import { WORDS_EXPORT_FORMATS, type WordsExportFormat } from "../../../shared/contracts/words-values";
import { countOf } from "../../../shared/domain/counts";
import { formatSeconds } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { CallFailure } from "../../components/call-failure";
import { NextPageButton } from "../../components/next-page-button";
import { Link } from "../../lib/router/link";
import { useExportWords, useWords } from "./api/use-words";
import { DownloadButtons } from "./download-buttons";
import { ProgressBlock } from "./progress-block";

/** The card's sections, in order (docs/screens.md "Progress", Words). */
export const WORD_SECTIONS: { kind: WordListKind; title: string; empty: string }[] = [
  {
    kind: "starred",
    title: "Starred words",
    empty: "No starred words yet: star a word from a video's transcript.",
  },
  { kind: "acquired", title: "Acquired words", empty: "No acquired words yet: they come with listening." },
  { kind: "heard", title: "Most heard words", empty: "No words heard yet in videos with a transcript." },
];

const EXPORT_LABELS: Record<WordsExportFormat, string> = { csv: "Download CSV", anki: "Download for Anki" };
const EXPORTS = WORDS_EXPORT_FORMATS.map((format) => ({ format, label: EXPORT_LABELS[format] }));

/** A link to the moment of the video the word was heard at. */
export function momentPath(example: NonNullable<LearnerWord["example"]>): string {
  return `/watch/${encodeURIComponent(example.videoId)}?t=${Math.floor(example.startSeconds)}`;
}

function WordRow({ word }: { word: LearnerWord }) {
  const { example } = word;
  return (
    <li className="progress-word">
      <p className="progress-word-head">
        <strong lang="ru">{word.lemma}</strong>{" "}
        <span className="text-body-secondary">
          heard {word.heard === 1 ? "once" : `${word.heard} times`}
          {word.videos > 0 && `, in ${countOf(word.videos, "video")}`}
        </span>
        {word.starred && <span className="visually-hidden">, starred</span>}
      </p>
      {example && (
        <p className="progress-word-example">
          <span lang="ru">“{example.sentence}”</span>{" "}
          <Link to={momentPath(example)}>
            {example.videoTitle} at {formatSeconds(example.startSeconds)}
          </Link>
        </p>
      )}
    </li>
  );
}

function WordSection({ userId, kind, title, empty }: { userId: string } & (typeof WORD_SECTIONS)[number]) {
  const words = useWords(userId, kind);
  const list = words.data?.pages.flatMap((page) => page.words) ?? [];
  return (
    <ProgressBlock title={title}>
      {words.isPending && <p role="status">Loading…</p>}
      <CallFailure error={words.error} lead="Could not load the words: " className="text-danger" />
      {words.isSuccess && list.length === 0 && <p className="mb-0">{empty}</p>}
      {list.length > 0 && (
        <ul className="progress-words" aria-label={title}>
          {list.map((word) => (
            <WordRow key={word.lemma} word={word} />
          ))}
        </ul>
      )}
      <NextPageButton pages={words} className="btn btn-outline-secondary btn-sm" spinner>
        Show more
      </NextPageButton>
    </ProgressBlock>
  );
}

/** /progress#words: the learner's starred, acquired and most heard words, and their exports. */
export function WordsCard() {
  const { user } = useAppContext();
  const exportWords = useExportWords();
  return (
    <>
      {WORD_SECTIONS.map((section) => (
        <WordSection key={section.kind} userId={user.id} {...section} />
      ))}
      <ProgressBlock title="Export your words">
        <p className="form-text mt-0">
          A CSV file of every word you heard, or a tab-separated file Anki imports (front: the word; back: its
          dictionary form and a sentence).
        </p>
        <DownloadButtons choices={EXPORTS} download={exportWords} />
      </ProgressBlock>
    </>
  );
}
