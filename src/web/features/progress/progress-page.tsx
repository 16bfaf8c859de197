import "../../styles/bootstrap/nav.scss";
import "../../styles/bootstrap/tables.scss";
import "../../styles/bootstrap/input-group.scss";
import "../../styles/progress.css";
import { lazy, Suspense } from "react";
import { useAppContext } from "../../app/app-context";
import { PageSection } from "../../components/page-section";
import { Link } from "../../lib/router/link";
import { cardFromHash, PROGRESS_CARDS } from "./progress-cards";
import { SummaryCard } from "./summary-card";
import { useLocationHash } from "./use-location-hash";

// The summary is the page's first screen (and all the server renders); the other tabs, with their
// forms and the contracts' schemas they validate with, load when opened.
const GoalsCard = lazy(() => import("./goals-card").then((m) => ({ default: m.GoalsCard })));
const OffPlatformCard = lazy(() =>
  import("./off-platform-card").then((m) => ({ default: m.OffPlatformCard })),
);
const HistoryCard = lazy(() => import("./history-card").then((m) => ({ default: m.HistoryCard })));
const JournalCard = lazy(() => import("./journal-card").then((m) => ({ default: m.JournalCard })));
const AssessmentsSection = lazy(() =>
  import("./assessments-section").then((m) => ({ default: m.AssessmentsSection })),
);
const WordsCard = lazy(() => import("./words-card").then((m) => ({ default: m.WordsCard })));
const HiddenVideosList = lazy(() =>
  import("./hidden-videos-list").then((m) => ({ default: m.HiddenVideosList })),
);

function CardLoading() {
  return (
    <div className="py-4 text-center">
      <span className="spinner-border" role="status" aria-label="Loading" />
    </div>
  );
}

/** Summary, goals and off-platform input, switched by the hash (docs/screens.md "Progress"). */
export function Component() {
  const { user } = useAppContext();
  const current = cardFromHash(useLocationHash());
  const card = PROGRESS_CARDS.find((c) => c.id === current) ?? PROGRESS_CARDS[0];

  return (
    <PageSection title="My Progress" className="progress-page">
      <nav aria-label="Progress sections">
        <ul className="nav nav-tabs progress-tabs">
          {PROGRESS_CARDS.map((c) => (
            <li className="nav-item" key={c.id}>
              <Link
                to={{ hash: c.id }}
                className={`nav-link${c.id === current ? " active" : ""}`}
                aria-current={c.id === current ? "page" : undefined}
              >
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="progress-card" aria-labelledby="progress-card-title">
        {/* The active tab already shows the name; the heading is there for the page's outline. */}
        <h2 id="progress-card-title" className="visually-hidden">
          {card.label}
        </h2>
        {current === "summary" && <SummaryCard userId={user.id} />}
        <Suspense fallback={<CardLoading />}>
          {current === "goals" && <GoalsCard />}
          {current === "off-platform_input" && <OffPlatformCard />}
          {current === "history" && <HistoryCard />}
          {current === "history" && <HiddenVideosList />}
          {current === "journal" && <AssessmentsSection />}
          {current === "journal" && <JournalCard />}
          {current === "words" && <WordsCard />}
        </Suspense>
      </section>
    </PageSection>
  );
}
