import "../../../styles/bootstrap/forms-and-dialogs.scss";
import Modal from "react-bootstrap/Modal";
import { type AdminUserRow, USER_ADMIN_TEXTS } from "../../../../shared/contracts/user-admin";
import { useDeleteUser } from "../api/use-user-mutations";

interface UserDeleteModalProps {
  user: AdminUserRow;
  onClose: () => void;
  onDeleted: (text: string) => void;
}

/**
 * Asks before an account is deleted, naming it (docs/screens.md "Admin"): the name, the email and
 * what goes with it. A refusal (the last admin, the caller's own account) shows the server's
 * sentence here and leaves the dialog open.
 */
export function UserDeleteModal({ user, onClose, onDeleted }: UserDeleteModalProps) {
  const deletion = useDeleteUser();
  const who = user.name.trim() ? `${user.name.trim()} (${user.email})` : user.email;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="user-delete-title">
      <Modal.Header closeButton>
        <Modal.Title id="user-delete-title" as="h2" className="h4">
          {USER_ADMIN_TEXTS.deleteTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold admin-cell-wrap">{who}</p>
        <p className="mb-0">{USER_ADMIN_TEXTS.deleteExplained}</p>
        {deletion.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {USER_ADMIN_TEXTS.deleteFailed}: {deletion.error.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={deletion.isPending}
          onClick={() =>
            deletion.mutate(user.email, { onSuccess: () => onDeleted(USER_ADMIN_TEXTS.deleted) })
          }
        >
          {deletion.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Delete {user.email}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
