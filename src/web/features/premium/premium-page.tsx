import "../../styles/bootstrap/tables.scss";
import "../../styles/account.css";
import { useAppContext } from "../../app/app-context";
import { type ColumnHead, ColumnHeads } from "../../components/column-heads";
import { PageSection } from "../../components/page-section";
import { useLocation, useNavigate, useSearchParams } from "../../lib/router/location";
import { useMembership } from "./api/use-membership";
import { PREMIUM_COMPARISON } from "./premium-comparison";
import { premiumReasonOf } from "./premium-reason";

function Availability({ included, plan }: { included: boolean; plan: string }) {
  return included ? (
    <span className="premium-yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included in {plan}</span>
    </span>
  ) : (
    <span className="premium-no">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Not in {plan}</span>
    </span>
  );
}

const COMPARISON_COLUMNS: readonly ColumnHead[] = [
  "Feature",
  { label: "Free", className: "text-center" },
  { label: "Premium", className: "text-center" },
];

/** Free vs Premium comparison; paying here is not open yet, patrons claim premium instead (docs/screens.md). */
export function Component() {
  const { user, openLogIn } = useAppContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const reason = premiumReasonOf(search, location.state);
  const membership = useMembership();

  const onPatron = () => {
    // A claim belongs to an account: a visitor logs in first (docs/screens.md "Premium").
    if (user.isAnonymous) openLogIn();
    else navigate("/claim-premium");
  };

  return (
    <PageSection title="Premium" className="premium-page">
      {reason && (
        <div className="alert premium-reason" role="status">
          <strong>This video is for premium members</strong>
          {reason.title && (
            <>
              : <cite>{reason.title}</cite>
            </>
          )}
          . Become a patron, or choose a free video.
        </div>
      )}
      <p className="text-body-secondary">
        Premium opens every video and lets you take transcripts and audio with you.
      </p>

      <div className="premium-card">
        <table className="table premium-table mb-0">
          <caption className="premium-caption">
            Free vs Premium <span className="badge text-bg-warning ms-1">Coming soon</span>
          </caption>
          <ColumnHeads columns={COMPARISON_COLUMNS} />
          <tbody>
            {PREMIUM_COMPARISON.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="fw-normal">
                  {row.feature}
                </th>
                <td className="text-center">
                  <Availability included={row.free} plan="Free" />
                </td>
                <td className="text-center">
                  <Availability included={row.premium} plan="Premium" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="premium-actions">
        <button type="button" className="btn btn-primary" disabled aria-describedby="upgrade-note">
          Upgrade to Premium
        </button>
        <span id="upgrade-note" className="form-text m-0">
          Paying here is coming soon.
        </span>
      </div>

      <h2 className="page-subtitle mt-4">Patrons get Premium</h2>
      <p>
        Support Ponyatno on Patreon (tier $5+) and your account becomes Premium once we have checked your
        membership.
      </p>
      <div className="premium-actions">
        <button type="button" className="btn btn-outline-primary" onClick={onPatron}>
          I am a patron
        </button>
        {/* The creator page is a server setting (PATREON_URL); without it yet, no link to nowhere. */}
        <a
          className="btn btn-link"
          href={membership.data?.creatorUrl}
          aria-disabled={membership.data ? undefined : true}
          target="_blank"
          rel="noopener noreferrer"
        >
          Become a patron
          <span className="visually-hidden">
            {" "}
            (opens {membership.data?.provider ?? "Patreon"} in a new tab)
          </span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </div>
    </PageSection>
  );
}
