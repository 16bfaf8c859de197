import "../styles/bootstrap/forms-and-dialogs.scss";
import { type FormEventHandler, type ReactNode, useId } from "react";
import Modal from "react-bootstrap/Modal";
import { BusyButton } from "./busy-button";

interface ActionModalProps {
  /** The dialog's heading, its accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** The form's submit: the action button is its submit button, so Enter in a field acts too. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The action button's text ("Save", "Delete my account"). */
  actionLabel: ReactNode;
  /** A Save (primary) or a deletion (danger). */
  tone?: "primary" | "danger";
  /** The call is running: the action button is disabled and shows a spinner. */
  busy: boolean;
  /** The action cannot be taken yet (a confirmation not typed). */
  disabled?: boolean;
  /** The call's failure, shown under the body. */
  failure: ReactNode;
  /** A long form (a video's): a large dialog whose body scrolls. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The app's dialog that asks for one action (edit a video or a user, delete an account): a
 * heading, the body, the call's failure, Cancel and the action, inside one form.
 */
export function ActionModal({
  title,
  onClose,
  onSubmit,
  actionLabel,
  tone = "primary",
  busy,
  disabled = false,
  failure,
  wide,
  children,
}: ActionModalProps) {
  const titleId = useId();
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size={wide ? "lg" : undefined}
      scrollable={wide}
      aria-labelledby={titleId}
    >
      <form onSubmit={onSubmit} noValidate className={wide ? "admin-modal-form" : undefined}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h4">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          {failure && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {failure}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <BusyButton busy={busy} disabled={disabled} className={`btn btn-${tone}`}>
            {actionLabel}
          </BusyButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
