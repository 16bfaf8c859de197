import { Link, NavLink, Outlet } from "react-router";
import { useAppContext } from "../../app/app-context";
import { isAdmin } from "../../app/nav-items";
import { usePageTitle } from "../../components/use-page-title";

/** The admin hub's sections, in SPEC.md §2 order. */
export const ADMIN_SECTIONS = [
  { to: "upload-content-planner", label: "Bulk Update" },
  { to: "user", label: "Users" },
  { to: "video", label: "Videos" },
  { to: "topic", label: "Topics" },
  { to: "speaker", label: "Speakers" },
  { to: "channel", label: "Channels" },
  { to: "video-add", label: "Add video" },
] as const;

/** The admin hub: a button per section and the section below it. */
export function Component() {
  const context = useAppContext();
  usePageTitle("Admin");
  // The server refuses every admin call to non-admins; this only spares them a broken page.
  if (!isAdmin(context.user)) {
    return (
      <section className="page">
        <h1 className="page-title">Admin</h1>
        <p>This area is for administrators.</p>
        <Link to="/browse" className="btn btn-primary">
          Go to Home
        </Link>
      </section>
    );
  }
  return (
    <section className="page page-wide">
      <h1 className="page-title">Admin</h1>
      <nav aria-label="Admin sections" className="admin-sections">
        {ADMIN_SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={`/admin/${section.to}`}
            className={({ isActive }) => `btn btn-sm ${isActive ? "btn-primary" : "btn-outline-primary"}`}
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="admin-outlet">
        <Outlet context={context} />
      </div>
    </section>
  );
}
