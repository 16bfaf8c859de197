import "../../styles/bootstrap/forms-and-dialogs.scss";
import { useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import type { User } from "../../../shared/contracts/user";
import { HistoryExport } from "../progress/index";
import { useDeleteAccount } from "./api/use-delete-account";

interface DeleteAccountDialogProps {
  user: User;
  onClose: () => void;
  /** After the account is gone (the server has ended the session). */
  onDeleted: (message: string) => void;
}

/**
 * "Delete Account" (docs/product-rules.md "Deleting an account"): what goes and what stays, the
 * export offered first, and the account's email typed to confirm; the server checks it again.
 */
export function DeleteAccountDialog({ user, onClose, onDeleted }: DeleteAccountDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) remove.mutate(typed, { onSuccess: (answer) => onDeleted(answer.message) });
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h4">
            Delete your account?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            This deletes your account and everything in it at once: your input hours and history, off-platform
            entries, goals and settings, and your API tokens. It cannot be undone. Feedback you sent stays,
            without your name.
          </p>
          <HistoryExport />
          <label htmlFor={inputId} className="form-label mt-3">
            To confirm, type your email address, {user.email}
          </label>
          <input
            id={inputId}
            type="email"
            className="form-control"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {remove.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              The account was not deleted. {remove.error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={!matches || remove.isPending}>
            {remove.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            Delete my account
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
