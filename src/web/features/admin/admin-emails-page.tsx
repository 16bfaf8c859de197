import { AdminSection } from "./components/admin-section";
import { QueryStatus } from "./components/query-status";
import { EmailRunsTable } from "./emails/email-runs-table";
import { useEmailRuns } from "./emails/use-email-runs";

/** Emails: the last runs of the email jobs (weekly and monthly reports, new-video digests). */
export function Component() {
  const query = useEmailRuns();
  const data = query.data;
  return (
    <AdminSection title="Emails">
      <p className="text-body-secondary">
        Each run plans the reports and digests that are due in the learners' time zones and sends them; runs
        with nothing to do are not listed.
      </p>
      <QueryStatus query={query} what="email runs">
        {data && (
          <>
            <p>
              Jobs: {data.jobs.pending} waiting, {data.jobs.sending} being sent, {data.jobs.sent} sent,{" "}
              {data.jobs.failed} failed, {data.jobs.skipped} skipped.
            </p>
            {data.runs.length === 0 ? (
              <p className="text-body-secondary">No runs have sent anything yet.</p>
            ) : (
              <EmailRunsTable runs={data.runs} />
            )}
          </>
        )}
      </QueryStatus>
    </AdminSection>
  );
}
