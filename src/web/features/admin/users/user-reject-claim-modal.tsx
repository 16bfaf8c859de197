import { useState } from "react";
import { USER_ADMIN_TEXTS } from "../../../../shared/contracts/user-admin";
import { ActionModal } from "../../../components/action-modal";
import { useRejectClaim } from "../api/use-user-mutations";
import type { UserDialogProps } from "./user-dialog-props";

/**
 * Rejects an account's pending premium claim with a reason, which the learner is mailed
 * (docs/admin.md "Users"). The server checks the reason; its sentence shows here.
 */
export function UserRejectClaimModal({ user, onClose, onDone }: UserDialogProps) {
  const rejection = useRejectClaim();
  const [reason, setReason] = useState("");
  return (
    <ActionModal
      title={`Reject the premium claim of ${user.email}?`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        rejection.mutate({ email: user.email, reason }, { onSuccess: (answer) => onDone(answer.message) });
      }}
      actionLabel="Reject the claim"
      tone="danger"
      busy={rejection.isPending}
      disabled={reason.trim() === ""}
      failure={rejection.isError && `${USER_ADMIN_TEXTS.rejectFailed}: ${rejection.error.message}`}
    >
      {user.pendingClaim && (
        <p className="admin-cell-wrap">Claimed with the Patreon account {user.pendingClaim.email}.</p>
      )}
      <label htmlFor="user-reject-reason" className="form-label">
        Reason (the learner reads it in the email)
      </label>
      <textarea
        id="user-reject-reason"
        className="form-control"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionModal>
  );
}
