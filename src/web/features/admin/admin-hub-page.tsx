import "../../styles/bootstrap/tables.scss";
import "../../styles/admin.css";
import { PageSection } from "../../components/page-section";
import { NavLink } from "../../lib/router/link";
import { Outlet } from "../../lib/router/routes";
import { ADMIN_SECTIONS } from "./admin-sections";
import { isAccessDenied } from "./api/admin-keys";
import { useAudit } from "./api/use-audit";
import { useUnhandledFeedbackCount } from "./api/use-feedback";
import { AdminsOnly } from "./components/admins-only";

/**
 * The admin hub: a button per section (admin-sections.ts, which the route table reads too) and
 * the section below it. Who may see it is the server's
 * call: the hub asks for the recent changes first, and a 401/403 shows "Admins only".
 */
export function Component() {
  const audit = useAudit();
  const unhandledFeedback = useUnhandledFeedbackCount();

  if (audit.isPending) {
    return (
      <section className="page" aria-busy="true">
        <p role="status" className="text-body-secondary">
          Loading the admin area…
        </p>
      </section>
    );
  }
  if (audit.isError && isAccessDenied(audit.error)) return <AdminsOnly />;

  return (
    <PageSection title="Admin" className="page-wide admin-page">
      <nav aria-label="Admin sections" className="admin-sections">
        {ADMIN_SECTIONS.map((section) => (
          <NavLink
            key={section.name}
            to={`/admin/${section.name}`}
            className={({ isActive }) => `btn btn-sm ${isActive ? "btn-primary" : "btn-outline-primary"}`}
          >
            {section.title}
            {section.name === "feedback" && unhandledFeedback ? (
              <>
                {" "}
                <span className="badge text-bg-danger">{unhandledFeedback}</span>
                <span className="visually-hidden"> not handled</span>
              </>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <div className="admin-outlet">
        <Outlet />
      </div>
    </PageSection>
  );
}
