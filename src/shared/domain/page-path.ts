/**
 * Whether a request's path is `page` (e.g. "/progress"), with or without a trailing slash, as the
 * web router matches it. The server reads it to choose a page's first-screen data, the web app to
 * find that data again.
 */
export function isPagePath(pathname: string, page: string): boolean {
  return pathname === page || pathname === `${page}/`;
}

/**
 * The video id of a watch page's path (the web router's `watch/:videoId`), decoded as the router
 * reads it; null for another path or one that does not decode. The server reads it to put the
 * video in the page's HTML, the web app to find it there.
 */
export function watchedVideoId(pathname: string): string | null {
  const encoded = /^\/watch\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
