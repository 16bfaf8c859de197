import { OffPlatformForm } from "./off-platform-form";
import { OffPlatformImport } from "./off-platform-import";
import { OffPlatformLogList } from "./off-platform-log-list";
import { ProgressBlock } from "./progress-block";

/** Input from outside the platform: log an entry, import a file, see and delete entries (docs/screens.md). */
export function OffPlatformCard() {
  return (
    <>
      <p className="form-text mt-0">
        Listened to a podcast or talked with a friend in Russian? Log it: it counts towards your input on the
        day it started.
      </p>
      <ProgressBlock title="New entry">
        <OffPlatformForm />
      </ProgressBlock>
      <ProgressBlock title="Your entries">
        <OffPlatformLogList />
      </ProgressBlock>
      <ProgressBlock title="Import from a file">
        <OffPlatformImport />
      </ProgressBlock>
    </>
  );
}
