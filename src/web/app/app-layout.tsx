import { useQueryClient } from "@tanstack/react-query";
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { useNavigate } from "../lib/router/location";
import { AnonymousBanner } from "./anonymous-banner";
import { useLogOut } from "./api/use-log-out";
import { type AppContext, AppContextValue } from "./app-context";
import type { AuthModalRequest } from "./auth-modal-state";
import { ContentFooter } from "./content-footer";
import { RootErrorScreen } from "./error-screens";
import { isVisitorPreview } from "./first-screen";
import { LoadingScreen } from "./loading-screen";
import { DesktopHintContext } from "./server-hints";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { useHydrated } from "./use-hydrated";
import { useMediaQuery } from "./use-media-query";
import { useCurrentUser, userQueryKey } from "./user-query";

// The modal (with its form library) is only fetched when someone signs in, keeping first load small.
const loadAuthModal = () => import("./auth-modal");
const AuthModal = lazy(() => loadAuthModal().then((m) => ({ default: m.AuthModal })));

const DESKTOP_QUERY = "(min-width: 768px)";
const WARM_UP_EVENTS = ["pointerover", "touchstart", "keydown", "focusin"] as const;

/** The shell: top bar, side navigation, the anonymous banner, the page (children) and the auth modal. */
export function AppLayout({ children }: { children: ReactNode }) {
  const userQuery = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const desktop = useMediaQuery(DESKTOP_QUERY, useContext(DesktopHintContext));
  // Null until someone first asks to log in or sign up: then the modal (a lazy chunk) mounts.
  const [authRequest, setAuthRequest] = useState<AuthModalRequest | null>(null);
  // Admins start with the panel open on desktop; on phones it floats and starts closed.
  const [sideNavOpen, setSideNavOpen] = useState(desktop);

  // A page the server drew shows before its script has made it live: until then its buttons and
  // fields are disabled (a click would do nothing), while its links already work.
  const hydrated = useHydrated();
  const { refetch } = userQuery;
  const reloadUser = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const setUser = useCallback((user: User) => queryClient.setQueryData(userQueryKey, user), [queryClient]);
  const openLogIn = useCallback(() => setAuthRequest({ mode: "login" }), []);
  const openSignUp = useCallback(() => setAuthRequest({ mode: "sign-up" }), []);
  const closeSideNav = useCallback(() => setSideNavOpen(false), []);

  const { mutate: logOut } = useLogOut(async () => {
    await reloadUser();
    navigate("/");
  });

  const user = useUserAfterPreview(userQuery.data);
  const anonymous = user?.isAnonymous ?? false;
  useEffect(() => {
    // Warm the modal's chunk on the visitor's first move (pointer, touch, key, focus), so "Log in"
    // opens at once, but after the page has loaded: its ~60 KB (the form library, zod) stay out of it.
    if (!anonymous) return;
    const remove = () => {
      for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warm, true);
    };
    const warm = () => {
      remove();
      void loadAuthModal();
    };
    for (const type of WARM_UP_EVENTS) window.addEventListener(type, warm, { capture: true, passive: true });
    return remove;
  }, [anonymous]);

  // The panel's open state only matters to admins; moving between phone and desktop resets it.
  useEffect(() => setSideNavOpen(desktop), [desktop]);

  const context = useMemo<AppContext | undefined>(
    () => (user ? { user, reloadUser, setUser, openSignUp, openLogIn, desktop } : undefined),
    [user, reloadUser, setUser, openSignUp, openLogIn, desktop],
  );

  if (userQuery.isPending) return <LoadingScreen />;
  // The server's preview of a first visitor stands in only until POST /api/user answers.
  const failed = userQuery.isError && user !== undefined && isVisitorPreview(user);
  if (!user || !context || failed) return <RootErrorScreen detail={userQuery.error?.message} />;

  const admin = isAdmin(user);
  return (
    <AppContextValue value={context}>
      <fieldset className="app-live" disabled={!hydrated}>
        <div className={`app-shell${admin && sideNavOpen && desktop ? " app-shell-nav-open" : ""}`}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <TopBar
            user={user}
            sideNavOpen={sideNavOpen}
            onToggleSideNav={() => setSideNavOpen((open) => !open)}
            onLogOut={() => logOut()}
          />
          <div className="app-body">
            <SideNav user={user} open={sideNavOpen} overlay={!desktop} onClose={closeSideNav} />
            <main id="main" className="app-content" tabIndex={-1}>
              {user.isAnonymous && <AnonymousBanner />}
              {children}
              <ContentFooter />
            </main>
          </div>
          {authRequest && (
            <Suspense fallback={null}>
              <AuthModal request={authRequest} onDone={() => void reloadUser()} />
            </Suspense>
          )}
        </div>
      </fieldset>
    </AppContextValue>
  );
}

/**
 * The user, except that the step from the server's preview of a first visitor to the user
 * POST /api/user made renders as a transition (in slices): React Query's store renders a change at
 * once, and this one reaches the whole page through the context, in one blocking task just after a
 * phone has hydrated the page. Any later change (a log-in, a log-out) renders at once, as before, so
 * that a page's guard never sees the user of before.
 */
function useUserAfterPreview(latest: User | undefined): User | undefined {
  const deferred = useDeferredValue(latest);
  return deferred && latest && isVisitorPreview(deferred) ? deferred : latest;
}
