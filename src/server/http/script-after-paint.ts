import { createHash } from "node:crypto";

/**
 * The inline script that loads a server-rendered page's app once the page has loaded and been
 * painted (decision 015, "The script after the first screen"). Its text never changes, so the
 * Content-Security-Policy allows it by its hash, and no other inline script runs. What it loads
 * it reads from its own attributes: `data-entry` (the app's module) and `data-preload` (the
 * modules it and the page's route import, space-separated), fetched together rather than one
 * import after another.
 *
 * The entry is asked for first; then the modules get their `modulepreload` links two per task.
 * Inserting a link starts its fetch there and then, and under a phone's load (or a profiler's) a
 * page's ~20 links in one task made one of its longest tasks. The next pair is posted at
 * `user-blocking` priority where `scheduler.postTask` exists, so that the links all leave within
 * milliseconds rather than queued behind the responses already arriving (docs/web-performance.md,
 * "The loader's links two per task").
 *
 * With the entry it starts the worker `/intl-warmup.js` (src/web/public), which loads the browser's
 * Intl data off the main thread before the app's first number or date needs it
 * (docs/web-performance.md "Intl's first call, in a worker").
 */
export const SCRIPT_AFTER_PAINT = [
  "(function(s){",
  "function add(tag,props){var e=document.createElement(tag);e.crossOrigin='';Object.assign(e,props);document.head.appendChild(e)}",
  "function go(){try{new Worker('/intl-warmup.js')}catch(e){}",
  "add('script',{type:'module',src:s.dataset.entry});next(s.dataset.preload.split(' '))}",
  "function next(h){h.splice(0,2).forEach(function(x){if(x)add('link',{rel:'modulepreload',href:x})});",
  "if(h.length){var p=window.scheduler;p&&p.postTask?p.postTask(function(){next(h)},{priority:'user-blocking'}):setTimeout(next,0,h)}}",
  "function later(){requestAnimationFrame(function(){setTimeout(go)})}",
  "if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})",
  "})(document.currentScript)",
].join("");

/** The CSP source that allows SCRIPT_AFTER_PAINT, and only it. */
export const SCRIPT_AFTER_PAINT_HASH = `'sha256-${createHash("sha256").update(SCRIPT_AFTER_PAINT).digest("base64")}'`;

/** The page's index.html head split into what loads its script and the rest. */
export interface HeadScripts {
  /** The head without the entry's module script and modulepreload links. */
  head: string;
  entry: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Takes the entry's script and preloads out of a built head; null if it has no entry script. */
export function takeHeadScripts(head: string): HeadScripts | null {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return null;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  return { head: head.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""), entry, preloads };
}

/** The loader's tag: the app's entry and every module to fetch with it. */
export function scriptAfterPaintTag(
  entry: string,
  preloads: string[],
  escapeAttribute: (value: string) => string,
): string {
  return (
    `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(" "))}">` +
    `${SCRIPT_AFTER_PAINT}</script>`
  );
}
