import { OffPlatformForm } from "./off-platform-form";
import { OffPlatformImport } from "./off-platform-import";
import { OffPlatformLogList } from "./off-platform-log-list";

/** Input from outside the platform: log an entry, import a file, see and delete entries (docs/screens.md). */
export function OffPlatformCard() {
  return (
    <>
      <p className="form-text mt-0">
        Listened to a podcast or talked with a friend in Russian? Log it: it counts towards your input on the
        day it started.
      </p>
      <section className="progress-block" aria-labelledby="entry-form-title">
        <h3 id="entry-form-title" className="progress-block-title">
          New entry
        </h3>
        <OffPlatformForm />
      </section>
      <section className="progress-block" aria-labelledby="entry-list-title">
        <h3 id="entry-list-title" className="progress-block-title">
          Your entries
        </h3>
        <OffPlatformLogList />
      </section>
      <section className="progress-block" aria-labelledby="entry-import-title">
        <h3 id="entry-import-title" className="progress-block-title">
          Import from a file
        </h3>
        <OffPlatformImport />
      </section>
    </>
  );
}
