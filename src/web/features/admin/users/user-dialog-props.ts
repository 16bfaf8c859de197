import type { AdminUserRow } from "../../../../shared/contracts/user-admin";

/** What the user list hands each of its row dialogs (edit, delete, reject a claim). */
export interface UserDialogProps {
  user: AdminUserRow;
  onClose: () => void;
  /** After the change went through: the list's notice shows `text`. */
  onDone: (text: string) => void;
}
