import "./qna-page.css";
import type { ReactNode } from "react";
import { Link } from "../../lib/router/link";

interface Answer {
  question: string;
  answer: ReactNode;
}

const ANSWERS: Answer[] = [
  {
    question: "What is comprehensible input?",
    answer: (
      <p>
        Language you understand most of, even if not every word: a story told slowly, with gestures and
        pictures, about things you can follow. Understanding messages is how we all acquired our first
        language, and it works for Russian too. Ponyatno (“understood”) collects videos made that way.
      </p>
    ),
  },
  {
    question: "Which level should I start with?",
    answer: (
      <p>
        Pick videos you understand well, roughly 80% or more. If you follow the story without effort, try the
        next level up. Every video has a level badge, from Beginner 0 to Native, and you can filter by level
        on the <Link to="/browse">Home</Link> page.
      </p>
    ),
  },
  {
    question: "How are my hours counted?",
    answer: (
      <p>
        Only the time a video is actually playing counts: pausing, seeking or leaving a video in a background
        tab adds nothing, and watching in two tabs at once is not counted twice. Your total input is your
        watch time plus the off-platform input you log yourself.
      </p>
    ),
  },
  {
    question: "When does a new day start for my daily goal?",
    answer: (
      <p>
        At midnight in your own time zone. The ring in the top bar fills up as you watch and shows your
        minutes today against your daily goal, which you can change on the{" "}
        <Link to={{ pathname: "/progress", hash: "goals" }}>goals</Link> page.
      </p>
    ),
  },
  {
    question: "Can I count podcasts, books or conversations?",
    answer: (
      <p>
        Yes. Log them as off-platform input on the <Link to="/progress">progress</Link> page. They count on
        the day they started, toward both your daily and your total input.
      </p>
    ),
  },
  {
    question: "Do I lose my progress if I have not signed up?",
    answer: (
      <p>
        You can watch without an account and your time is tracked. Sign up or log in on this device and all of
        it moves into your account, so nothing you watched is lost.
      </p>
    ),
  },
];

export function Component() {
  return (
    <section className="page page-narrow">
      <h1 className="page-title">Questions and answers</h1>
      <div className="qna-list">
        {ANSWERS.map((item) => (
          <details key={item.question} className="qna-item">
            <summary>{item.question}</summary>
            <div className="qna-answer">{item.answer}</div>
          </details>
        ))}
      </div>
      <p className="mt-4 text-body-secondary">
        Still wondering about something? <Link to="/contact-us">Contact us</Link>.
      </p>
    </section>
  );
}
