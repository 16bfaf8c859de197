import type { FormEventHandler, ReactNode } from "react";
import { ActionModal } from "../../../components/action-modal";

interface EditModalProps {
  /** The dialog's heading, its accessible name. */
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
export function EditModal({ saving, ...props }: EditModalProps) {
  return <ActionModal {...props} busy={saving} actionLabel="Save" />;
}
