// A worker's script, started by a rendered page's loader (src/server/http/script-after-paint.ts):
// it asks the browser's ICU for what the pages format (grouped numbers, English dates, the time
// zone, a collator), so that ICU loads its data here, off the page's main thread. ICU's data and
// caches belong to the renderer process and are shared by its threads: once loaded here, the page's
// first Intl call takes ~1 ms instead of one task of 35–65 ms on the dev machine
// (docs/web-performance.md "Intl's first call, in a worker").
new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(1234.5);
new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(0);
new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(0);
Intl.DateTimeFormat().resolvedOptions();
new Intl.Collator("en", { sensitivity: "base" }).compare("a", "b");
close();
