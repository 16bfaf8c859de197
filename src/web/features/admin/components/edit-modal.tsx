import "../../../styles/bootstrap/forms-and-dialogs.scss";
import type { FormEventHandler, ReactNode } from "react";
import Modal from "react-bootstrap/Modal";

interface EditModalProps {
  /** The dialog's heading's id (its accessible name). */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save mutation's pending state: the Save button's spinner. */
  saving: boolean;
  /** The save mutation's failure, shown under the fields. */
  failure: ReactNode;
  /** A long form (a video's): a large dialog whose body scrolls. */
  wide?: boolean;
  children: ReactNode;
}

/** An admin list's edit dialog (a video, a user): the form's fields, its failure, Cancel and Save. */
export function EditModal({
  titleId,
  title,
  onClose,
  onSubmit,
  saving,
  failure,
  wide,
  children,
}: EditModalProps) {
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
            <div className="alert alert-danger mb-0" role="alert">
              {failure}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
