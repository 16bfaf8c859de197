import { USER_ADMIN_TEXTS } from "../../../../shared/contracts/user-admin";
import { ActionModal } from "../../../components/action-modal";
import { useDeleteUser } from "../api/use-user-mutations";
import type { UserDialogProps } from "./user-dialog-props";

/**
 * Asks before an account is deleted, naming it (docs/screens.md "Admin"): the name, the email and
 * what goes with it. A refusal (the last admin, the caller's own account) shows the server's
 * sentence here and leaves the dialog open.
 */
export function UserDeleteModal({ user, onClose, onDone }: UserDialogProps) {
  const deletion = useDeleteUser();
  const who = user.name.trim() ? `${user.name.trim()} (${user.email})` : user.email;
  return (
    <ActionModal
      title={USER_ADMIN_TEXTS.deleteTitle}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        deletion.mutate(user.email, { onSuccess: () => onDone(USER_ADMIN_TEXTS.deleted) });
      }}
      actionLabel={`Delete ${user.email}`}
      tone="danger"
      busy={deletion.isPending}
      failure={deletion.isError && `${USER_ADMIN_TEXTS.deleteFailed}: ${deletion.error.message}`}
    >
      <p className="fw-semibold admin-cell-wrap">{who}</p>
      <p className="mb-0">{USER_ADMIN_TEXTS.deleteExplained}</p>
    </ActionModal>
  );
}
