import { Link } from "../../lib/router/link";

export const CONTACT_EMAIL = "hello@ponyatno.app";

export function Component() {
  return (
    <section className="page page-narrow">
      <h1 className="page-title">Contact Us</h1>
      <p>
        Questions about your account, Premium or the videos? Found something that does not work? We read every
        message and usually answer within two working days.
      </p>
      <p>
        Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <p className="text-body-secondary">
        Ideas for the product are just as welcome: the <Link to="/feedback">feedback form</Link> sends them
        straight to the team.
      </p>
    </section>
  );
}
