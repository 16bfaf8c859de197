import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Router } from "wouter";

/**
 * Where the app is: the URL's parts, the state a navigation carried (the premium page's reason, the
 * next video's autoplay) and a key of its own, new with every navigation, even to the same URL (a
 * page's error boundary starts afresh on a new key, app/lazy-page.tsx).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** A target: a path, or parts of one (missing parts: the current path, no query, no hash). */
export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: To, options?: NavigateOptions) => void;

interface LocationValue {
  location: Location;
  navigate: Navigate;
}

const LocationContext = createContext<LocationValue | null>(null);

/**
 * What the app keeps in `history.state` for an entry, so that Back shows it as it was: the same
 * shape React Router kept, so entries made before the switch still read.
 */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

/** The key of the location the page opened on, which no navigation made (React Router's too). */
const INITIAL_KEY = "default";

/** "?a" from "a" or "?a"; nothing from nothing. */
function withPrefix(part: string | undefined, prefix: string): string {
  if (!part || part === prefix) return "";
  return part.startsWith(prefix) ? part : prefix + part;
}

/** A target as a URL path, resolved against the current path. */
export function resolveTo(to: To, from: { pathname: string }): string {
  if (typeof to === "string") return to;
  return (to.pathname ?? from.pathname) + withPrefix(to.search, "?") + withPrefix(to.hash, "#");
}

/** A location as the path it stands for. */
export function pathOf(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return location.pathname + location.search + location.hash;
}

function readBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? INITIAL_KEY };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * The browser's location. A move renders as a transition, as React Router's did: a page whose module
 * is still loading keeps the current one on screen until it is ready, rather than blanking the app
 * for a loading screen.
 */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readBrowserLocation);
  const move = useCallback(() => startTransition(() => setLocation(readBrowserLocation())), []);

  useEffect(() => {
    // Back, Forward, and a link to a fragment (the skip link).
    window.addEventListener("popstate", move);
    return () => window.removeEventListener("popstate", move);
  }, [move]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const entry: HistoryEntry = { usr: options.state ?? null, key: newKey() };
      const url = resolveTo(to, window.location);
      if (options.replace) window.history.replaceState(entry, "", url);
      else window.history.pushState(entry, "", url);
      move();
    },
    [move],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <LocationProvider value={value}>{children}</LocationProvider>;
}

/** wouter's location hook: its routes and links read and move this location. */
function useRoutedLocation(): [string, Navigate] {
  const { location, navigate } = useLocationValue();
  return [location.pathname, navigate];
}

/** The location, for our hooks and for wouter's routes and links (routes.tsx, link.tsx). */
function LocationProvider({ value, children }: { value: LocationValue; children: ReactNode }) {
  return (
    <LocationContext value={value}>
      <Router hook={useRoutedLocation}>{children}</Router>
    </LocationContext>
  );
}

function serverNavigate(): never {
  throw new Error("The server's render cannot navigate: it only draws the page for its URL.");
}

/** A fixed location: the URL the server renders a page for. */
export function StaticLocation({ url, children }: { url: string; children: ReactNode }) {
  const value = useMemo(() => {
    const { pathname, search, hash } = new URL(url, "http://ponyatno.invalid");
    const location: Location = { pathname, search, hash, state: null, key: INITIAL_KEY };
    return { location, navigate: serverNavigate };
  }, [url]);
  return <LocationProvider value={value}>{children}</LocationProvider>;
}

function useLocationValue(): LocationValue {
  const value = use(LocationContext);
  if (!value) throw new Error("A router hook was used outside <BrowserLocation> or <StaticLocation>.");
  return value;
}

export function useLocation(): Location {
  return useLocationValue().location;
}

/** A stable function that moves the app to another location. */
export function useNavigate(): Navigate {
  return useLocationValue().navigate;
}

/** The location's query. */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** How a page's state reads from and writes to its URL query. */
export interface UrlCodec<T> {
  /** Any query gives a usable state: a missing or unreadable parameter is its default. */
  read: (params: URLSearchParams) => T;
  /** The query for a state; a value at its default is left out, so the plain path is the default view. */
  write: (value: T) => URLSearchParams;
}

export interface UrlStateOptions {
  /** Replace the history entry instead of adding one (refining a search as it is typed). */
  replace?: boolean;
}

export type UpdateUrlState<T> = (change: (current: T) => T, options?: UrlStateOptions) => void;

/**
 * A change made but not yet in the URL: the router commits navigations asynchronously, one at a
 * time, so letters typed quickly reach the URL one by one after the last was typed.
 */
interface PendingChange<T> {
  /**
   * The URL queries the URL passes through before it shows this change: where it was when the
   * burst of changes began, and each earlier change of the burst. While the URL is at one of them
   * the change is shown; anywhere else (it arrived, or Back moved it) the URL is the truth again.
   */
  through: string[];
  value: T;
}

/** Commas need no escaping in a query string: `levels=Beginner+0,Native` reads better in a shared link. */
function readableQuery(params: URLSearchParams): string {
  return params.toString().replaceAll("%2C", ",");
}

/**
 * A page's state kept in the URL query (here, in the entry's script: the browse page and the admin
 * lists share it, and a chunk of its own would cost /browse a request and its script budget), so that a reload, Back and Forward and a shared link show
 * the same view (docs/browse.md, docs/admin.md "Lists"). A change shows at once (a ticked checkbox
 * stays ticked, a typed letter stays typed) while the router commits it, as a transition. `update`
 * is stable and always starts from the newest state: a change may come before the router committed
 * the one before it.
 */
export function useUrlState<T>(codec: UrlCodec<T>): { value: T; update: UpdateUrlState<T> } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = searchParams.toString();
  const urlValue = useMemo(() => codec.read(new URLSearchParams(query)), [codec, query]);
  const [pending, setPending] = useState<PendingChange<T> | null>(null);
  // Showing the URL's value while it still passes through an earlier step would undo what was
  // typed since, and the next letter would land on the older text (a letter lost).
  const value = pending?.through.includes(query) ? pending.value : urlValue;

  const latest = useRef({ query, value, navigate, codec, pending });
  useEffect(() => {
    latest.current = { query, value, navigate, codec, pending };
  }, [query, value, navigate, codec, pending]);

  const update = useCallback<UpdateUrlState<T>>((change, options) => {
    const { query: now, value: current, navigate: go, codec: rule, pending: before } = latest.current;
    const nextValue = change(current);
    const next = rule.write(nextValue);
    const shown = rule.write(current).toString();
    if (next.toString() === shown) return;
    // A second change before the router commits the first builds on it rather than on the URL.
    const burst = before?.through.includes(now) ? before.through : [now];
    const made = { through: [...burst, shown], value: nextValue };
    latest.current = { ...latest.current, value: nextValue, pending: made };
    setPending(made);
    go({ search: readableQuery(next) }, { replace: options?.replace });
  }, []);

  return { value, update };
}
