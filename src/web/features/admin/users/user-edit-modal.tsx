import "../../../styles/bootstrap/forms-and-dialogs.scss";
import { zodResolver } from "@hookform/resolvers/zod";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import {
  type AdminUserRow,
  adminUserUpdateRequestSchema,
  USER_ADMIN_TEXTS,
} from "../../../../shared/contracts/user-admin";
import { FormField } from "../../../components/form-field";
import { useUpdateUser } from "../api/use-user-mutations";

interface UserEditModalProps {
  user: AdminUserRow;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/** Edits a user's name and last payment date (the contract's own checks, shown under each field). */
export function UserEditModal({ user, onClose, onSaved }: UserEditModalProps) {
  const update = useUpdateUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminUserUpdateRequestSchema),
    defaultValues: {
      email: user.email,
      name: user.name,
      premium: user.premium,
      lastPaymentDate: user.lastPaymentDate ?? "",
      premiumClaimedWithEmail: user.premiumClaimedWithEmail,
    },
  });
  const onSubmit = handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(() => onSaved(USER_ADMIN_TEXTS.updated))
      .catch(() => undefined),
  );

  return (
    <Modal show onHide={onClose} centered aria-labelledby="user-edit-title">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="user-edit-title" as="h2" className="h4">
            Edit {user.email}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="user-edit-name"
            label="Name"
            autoComplete="off"
            registration={register("name")}
            error={formState.errors.name?.message}
          />
          <FormField
            id="user-edit-payment"
            label="Last payment date"
            type="date"
            hint="Leave empty when there is none."
            registration={register("lastPaymentDate")}
            error={formState.errors.lastPaymentDate?.message}
          />
          {update.isError && (
            <div className="alert alert-danger mb-0" role="alert">
              {USER_ADMIN_TEXTS.updateFailed}: {update.error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            Save
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
