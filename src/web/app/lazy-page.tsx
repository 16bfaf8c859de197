import { Component, type ComponentType, type ReactNode, use } from "react";
import { type Location, useLocation } from "../lib/router/location";
import { OutletProvider } from "../lib/router/routes";
import { RouteErrorPage } from "./error-screens";
import { PageErrorContext } from "./page-error";

/** What a page's module exports (router.tsx): the page, and optionally its own error screen. */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** A page whose module loads on first use, or beforehand (preload). */
export interface LazyPage {
  /**
   * Loads the module once; later calls answer the same promise. After a failed load, a call for
   * another navigation (`attempt`: its location's key) tries again; the same one keeps the error.
   */
  preload: (attempt?: string) => Promise<PageModule>;
  /** The module, once loaded. */
  loaded: () => PageModule | undefined;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let promise: Promise<PageModule> | undefined;
  let module: PageModule | undefined;
  let failed = false;
  let failedAttempt: string | undefined;
  return {
    preload: (attempt) => {
      if (failed && attempt !== undefined && attempt !== failedAttempt) promise = undefined;
      promise ??= load().then(
        (loaded) => {
          failed = false;
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          failed = true;
          failedAttempt = attempt;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => module,
  };
}

interface BoundaryProps {
  location: Location;
  /** The error screen: the page module's own, once it has loaded, or the app's. */
  fallback: () => ComponentType;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  location: Location;
}

/**
 * Shows a page's error screen in place of a page that failed to render or to load, until the next
 * navigation (a new location, even to the same URL), which renders the page afresh.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location !== state.location)
      return { error: undefined, failed: false, location: props.location };
    return null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const ErrorScreen = this.props.fallback();
    return (
      <PageErrorContext value={this.state.error}>
        <ErrorScreen />
      </PageErrorContext>
    );
  }
}

/** Renders the page's module, suspending until it has loaded (at once if it already has). */
function PageContent({ page, attempt }: { page: LazyPage; attempt: string }) {
  const { Component: Page } = page.loaded() ?? use(page.preload(attempt));
  return <Page />;
}

/** A route's element: the page, in its error boundary, with what it shows in its `<Outlet />`. */
export function PageView({ page, outlet }: { page: LazyPage; outlet?: ReactNode }) {
  const location = useLocation();
  return (
    <PageErrorBoundary location={location} fallback={() => page.loaded()?.ErrorBoundary ?? RouteErrorPage}>
      <OutletProvider outlet={outlet}>
        <PageContent page={page} attempt={location.key} />
      </OutletProvider>
    </PageErrorBoundary>
  );
}

/** The shell's own boundary: the app's error screen if the layout itself fails. */
export function ShellView({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <PageErrorBoundary location={location} fallback={() => RouteErrorPage}>
      {children}
    </PageErrorBoundary>
  );
}
