import "../../styles/account.css";
import { BusyButton } from "../../components/busy-button";
import { CallFailure } from "../../components/call-failure";
import { PageSection } from "../../components/page-section";
import { Link } from "../../lib/router/link";
import { useSearchParams } from "../../lib/router/location";
import { useUnsubscribe, useUnsubscribeLink } from "./api/use-unsubscribe";

/**
 * The page of an email's footer link (docs/emails.md "Unsubscribe"): no sign-in needed, the signed
 * token in the link says who and what. Opening it changes nothing (mail scanners open links); the
 * button turns that email off.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data ?? (link.data?.off ? link.data : undefined);

  let body: React.ReactNode;
  if (token === "") {
    body = <p className="text-danger">This link has no token: copy the whole link from the email.</p>;
  } else if (link.isPending) {
    body = <p>Checking the link…</p>;
  } else if (link.isError) {
    body = <p className="text-danger">{link.error.message}</p>;
  } else if (done) {
    body = (
      <p role="status">
        You will no longer receive {done.what}. You can turn them on again in your{" "}
        <Link to="/account">account settings</Link>.
      </p>
    );
  } else {
    const busy = unsubscribe.isPending;
    body = (
      <>
        <p>Do you want to stop receiving {link.data.what} from Ponyatno?</p>
        <BusyButton type="button" busy={busy} aria-busy={busy} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </BusyButton>
        <CallFailure error={unsubscribe.error} className="text-danger mt-3 mb-0" />
        <p className="mt-3 mb-0">
          Other email settings are in your <Link to="/account">account settings</Link>.
        </p>
      </>
    );
  }

  return (
    <PageSection title="Unsubscribe" className="learner-page-wide">
      <div className="learner-card">{body}</div>
    </PageSection>
  );
}
