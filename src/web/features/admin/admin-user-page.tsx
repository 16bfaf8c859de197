import { useMemo, useState } from "react";
import {
  type AdminUserRow,
  USER_ADMIN_TEXTS,
  USER_LIST_PAGE_BUTTONS,
  USER_LIST_PAGE_SIZE,
} from "../../../shared/contracts/user-admin";
import { useAppContext } from "../../app/app-context";
import { useAdminUsers } from "./api/use-admin-users";
import { useExportUsers, useSendStatusEmail, useUpdateUser } from "./api/use-user-mutations";
import { AdminNotice, useNotice } from "./components/admin-notice";
import { AdminTable } from "./components/admin-table";
import { Pagination } from "./components/pagination";
import { clampPage, pageCount, pageRows } from "./components/pagination-window";
import { QueryStatus } from "./components/query-status";
import { userColumns } from "./users/user-columns";
import { UserDeleteModal } from "./users/user-delete-modal";
import { UserEditModal } from "./users/user-edit-modal";
import {
  INITIAL_USER_VIEW,
  USER_SORTS,
  type UserListView,
  type UserSort,
  viewUsers,
} from "./users/user-list-rules";

/** The user list (docs/screens.md): search, sort, pending claims; premium, edit, status email, delete, export. */
export function Component() {
  const users = useAdminUsers();
  const update = useUpdateUser();
  const statusEmail = useSendStatusEmail();
  const exportUsers = useExportUsers();
  const { notice, succeed, fail, clear } = useNotice();
  const [view, setView] = useState<UserListView>(INITIAL_USER_VIEW);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const ownEmail = useAppContext().user.email || null;

  const changeView = (patch: Partial<UserListView>) => {
    setView((v) => ({ ...v, ...patch }));
    setPage(1);
  };

  const busyEmail =
    (update.isPending && update.variables?.email) || (statusEmail.isPending && statusEmail.variables) || null;

  const columns = useMemo(
    () =>
      userColumns({
        ownEmail,
        busyEmail,
        togglePremium: (user) => {
          clear();
          update
            .mutateAsync({
              email: user.email,
              name: user.name,
              premium: !user.premium,
              lastPaymentDate: user.lastPaymentDate,
              premiumClaimedWithEmail: user.premiumClaimedWithEmail,
            })
            .then(() => succeed(USER_ADMIN_TEXTS.updated))
            .catch(() => fail(USER_ADMIN_TEXTS.updateFailed));
        },
        edit: (user) => {
          clear();
          update.reset();
          setEditing(user);
        },
        sendStatusEmail: (user) => {
          clear();
          statusEmail
            .mutateAsync(user.email)
            .then(() => succeed(USER_ADMIN_TEXTS.emailSent))
            .catch(() => fail(USER_ADMIN_TEXTS.emailFailed));
        },
        remove: (user) => {
          clear();
          setDeleting(user);
        },
      }),
    [ownEmail, busyEmail, update, statusEmail, succeed, fail, clear],
  );

  const rows = useMemo(() => viewUsers(users.data?.users ?? [], view), [users.data, view]);
  const pages = pageCount(rows.length, USER_LIST_PAGE_SIZE);
  const current = clampPage(page, pages);

  return (
    <section aria-labelledby="admin-users-title">
      <div className="admin-heading">
        <h2 id="admin-users-title" className="page-subtitle mb-0">
          Users
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={exportUsers.isPending}
          onClick={() => {
            clear();
            exportUsers.mutateAsync().catch(() => fail(USER_ADMIN_TEXTS.exportFailed));
          }}
        >
          Export CSV
        </button>
      </div>
      <AdminNotice notice={notice} onClose={clear} />
      <search className="admin-toolbar" aria-label="Find users">
        <div>
          <label htmlFor="user-search" className="form-label">
            Search users
          </label>
          <input
            id="user-search"
            type="search"
            className="form-control form-control-sm"
            placeholder="Name or email"
            value={view.search}
            onChange={(e) => changeView({ search: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="user-sort" className="form-label">
            Sort by
          </label>
          <select
            id="user-sort"
            className="form-select form-select-sm admin-select-fit"
            value={view.sort}
            onChange={(e) => changeView({ sort: e.target.value as UserSort })}
          >
            {USER_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
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
      </search>
      <QueryStatus query={users} what="users">
        <p className="admin-count" role="status">
          {rows.length === 1 ? "1 user" : `${rows.length} users`}
        </p>
        {rows.length > 0 && (
          <AdminTable
            caption="Registered users"
            columns={columns}
            rows={pageRows(rows, current, USER_LIST_PAGE_SIZE)}
            rowId={(u) => u.id}
          />
        )}
        <Pagination
          label="users"
          page={current}
          pages={pages}
          buttons={USER_LIST_PAGE_BUTTONS}
          onPage={setPage}
        />
      </QueryStatus>
      {deleting && (
        <UserDeleteModal
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(text) => {
            setDeleting(null);
            succeed(text);
          }}
        />
      )}
      {editing && (
        <UserEditModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            succeed(text);
          }}
        />
      )}
    </section>
  );
}
