import { useMemo } from "react";
import {
  type AdminUserRow,
  USER_ADMIN_TEXTS,
  USER_LIST_PAGE_BUTTONS,
  USER_LIST_PAGE_SIZE,
} from "../../../shared/contracts/user-admin";
import { useAppContext } from "../../app/app-context";
import { useAdminUsers } from "./api/use-admin-users";
import { useExportUsers, useSendStatusEmail, useUpdateUser } from "./api/use-user-mutations";
import {
  AdminListPage,
  type ListSpec,
  ToolbarSearch,
  ToolbarSelect,
  useAdminList,
  useRowDialog,
} from "./components/list-view";
import { userColumns } from "./users/user-columns";
import { UserDeleteModal } from "./users/user-delete-modal";
import { UserEditModal } from "./users/user-edit-modal";
import { USER_LIST_URL, USER_SORTS, type UserListView, viewUsers } from "./users/user-list-rules";
import { UserRejectClaimModal } from "./users/user-reject-claim-modal";

const USER_LIST: ListSpec<AdminUserRow> = {
  noun: ["user", "users"],
  caption: "Registered users",
  rowId: (u) => u.id,
  pageSize: USER_LIST_PAGE_SIZE,
  buttons: USER_LIST_PAGE_BUTTONS,
};

/** The user list (docs/screens.md): search, sort, pending claims; premium, edit, status email, delete, export. */
export function Component() {
  const users = useAdminUsers();
  const update = useUpdateUser();
  const statusEmail = useSendStatusEmail();
  const exportUsers = useExportUsers();
  const listState = useAdminList<UserListView>(USER_LIST_URL);
  const { view, changeView, bind, run } = listState;
  const editing = useRowDialog<AdminUserRow>(listState, update.reset);
  const deleting = useRowDialog<AdminUserRow>(listState);
  const rejecting = useRowDialog<AdminUserRow>(listState);
  const edit = editing.open;
  const askToDelete = deleting.open;
  const askToReject = rejecting.open;
  const ownEmail = useAppContext().user.email || null;

  const busyEmail =
    (update.isPending && update.variables?.email) || (statusEmail.isPending && statusEmail.variables) || null;

  const columns = useMemo(
    () =>
      userColumns({
        ownEmail,
        busyEmail,
        togglePremium: (user) => {
          run(
            () =>
              update.mutateAsync({
                email: user.email,
                name: user.name,
                premium: !user.premium,
                lastPaymentDate: user.lastPaymentDate,
                premiumClaimedWithEmail: user.premiumClaimedWithEmail,
              }),
            USER_ADMIN_TEXTS.updated,
            USER_ADMIN_TEXTS.updateFailed,
          );
        },
        edit,
        sendStatusEmail: (user) => {
          run(
            () => statusEmail.mutateAsync(user.email),
            USER_ADMIN_TEXTS.emailSent,
            USER_ADMIN_TEXTS.emailFailed,
          );
        },
        rejectClaim: askToReject,
        remove: askToDelete,
      }),
    [ownEmail, busyEmail, update, statusEmail, run, edit, askToDelete, askToReject],
  );

  const rows = useMemo(() => viewUsers(users.data?.users ?? [], view), [users.data, view]);

  return (
    <AdminListPage
      title="Users"
      list={USER_LIST}
      state={listState}
      actions={
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={exportUsers.isPending}
          onClick={() => run(() => exportUsers.mutateAsync(), null, USER_ADMIN_TEXTS.exportFailed)}
        >
          Export CSV
        </button>
      }
      findLabel="Find users"
      filters={
        <>
          <ToolbarSearch
            id="user-search"
            label="Search users"
            placeholder="Name or email"
            {...bind("search")}
          />
          <ToolbarSelect
            id="user-sort"
            label="Sort by"
            selectClassName="form-select form-select-sm admin-select-fit"
            options={USER_SORTS}
            {...bind("sort")}
          />
          <div className="form-check admin-toolbar-check">
            <input
              id="user-pending"
              type="checkbox"
              className="form-check-input"
              checked={view.pendingOnly}
              onChange={(e) => changeView({ pendingOnly: e.target.checked })}
            />
            <label htmlFor="user-pending" className="form-check-label">
              Pending premium claims only
            </label>
          </div>
        </>
      }
      query={users}
      rows={rows}
      columns={columns}
    >
      {deleting.render((user, dialog) => (
        <UserDeleteModal user={user} {...dialog} />
      ))}
      {rejecting.render((user, dialog) => (
        <UserRejectClaimModal user={user} {...dialog} />
      ))}
      {editing.render((user, dialog) => (
        <UserEditModal user={user} {...dialog} />
      ))}
    </AdminListPage>
  );
}
