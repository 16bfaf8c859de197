import "../../../styles/bootstrap/forms-and-dialogs.scss";
import { useCallback, useState } from "react";

/** The outcome of an admin action, in the words of docs/screens.md "Messages". */
export interface Notice {
  ok: boolean;
  text: string;
}

/**
 * One line at the top of an admin page saying how the last action went (instead of window.alert,
 * with the same texts): green and polite for success, red and assertive for failure.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const succeed = useCallback((text: string) => setNotice({ ok: true, text }), []);
  const fail = useCallback((text: string) => setNotice({ ok: false, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  /**
   * An action from a row or a toolbar: the last outcome goes, then the action says its own
   * (`done`, or none for a download that shows itself) or `failed`.
   */
  const run = useCallback(
    (action: () => Promise<unknown>, done: string | null, failed: string) => {
      setNotice(null);
      action()
        .then(() => done !== null && succeed(done))
        .catch(() => fail(failed));
    },
    [succeed, fail],
  );
  return { notice, succeed, fail, clear, run };
}

export function AdminNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  // The live regions stay in the page, so that a new text is announced.
  return (
    <>
      <div role="status" className="admin-notice-region">
        {notice?.ok && <NoticeBox notice={notice} onClose={onClose} />}
      </div>
      <div role="alert" className="admin-notice-region">
        {notice && !notice.ok && <NoticeBox notice={notice} onClose={onClose} />}
      </div>
    </>
  );
}

function NoticeBox({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <div className={`alert ${notice.ok ? "alert-success" : "alert-danger"} d-flex align-items-start gap-2`}>
      <span className="flex-grow-1">{notice.text}</span>
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={onClose} />
    </div>
  );
}
