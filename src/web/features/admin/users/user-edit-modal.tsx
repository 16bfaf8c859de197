import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { adminUserUpdateRequestSchema, USER_ADMIN_TEXTS } from "../../../../shared/contracts/user-admin";
import { FormField, fieldOf } from "../../../components/form-field";
import { useUpdateUser } from "../api/use-user-mutations";
import { EditModal } from "../components/edit-modal";
import type { UserDialogProps } from "./user-dialog-props";

/** Edits a user's name and last payment date (the contract's own checks, shown under each field). */
export function UserEditModal({ user, onClose, onDone }: UserDialogProps) {
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(adminUserUpdateRequestSchema),
    defaultValues: {
      email: user.email,
      name: user.name,
      premium: user.premium,
      lastPaymentDate: user.lastPaymentDate ?? "",
      premiumClaimedWithEmail: user.premiumClaimedWithEmail,
    },
  });
  const { handleSubmit } = form;
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => onDone(USER_ADMIN_TEXTS.updated) }),
  );

  return (
    <EditModal
      title={`Edit ${user.email}`}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={update.isPending}
      failure={update.isError && `${USER_ADMIN_TEXTS.updateFailed}: ${update.error.message}`}
    >
      <FormField id="user-edit-name" label="Name" autoComplete="off" {...fieldOf(form, "name")} />
      <FormField
        id="user-edit-payment"
        label="Last payment date"
        type="date"
        hint="Leave empty when there is none."
        {...fieldOf(form, "lastPaymentDate")}
      />
    </EditModal>
  );
}
