import { useId, useState } from "react";
import type { User } from "../../../shared/contracts/user";
import { ActionModal } from "../../components/action-modal";
import { LabelledField } from "../../components/labelled-field";
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
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <ActionModal
      title="Delete your account?"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) remove.mutate(typed, { onSuccess: (answer) => onDeleted(answer.message) });
      }}
      actionLabel="Delete my account"
      tone="danger"
      busy={remove.isPending}
      disabled={!matches}
      failure={remove.isError && `The account was not deleted. ${remove.error.message}`}
    >
      <p>
        This deletes your account and everything in it at once: your input hours and history, off-platform
        entries, goals and settings, and your API tokens. It cannot be undone. Feedback you sent stays,
        without your name.
      </p>
      <HistoryExport />
      <LabelledField
        id={inputId}
        label={`To confirm, type your email address, ${user.email}`}
        spacing="mt-3"
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </ActionModal>
  );
}
