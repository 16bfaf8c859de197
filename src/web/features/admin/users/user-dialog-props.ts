import type { AdminUserRow } from "../../../../shared/contracts/user-admin";
import type { RowDialogProps } from "../components/list-view";

/** What the user list hands each of its row dialogs (edit, delete, reject a claim). */
export interface UserDialogProps extends RowDialogProps {
  user: AdminUserRow;
}
