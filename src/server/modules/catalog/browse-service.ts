// Browse is its own module now (modules/browse/). plugins/first-screen.ts, which is being rewritten
// elsewhere, still names the service's type at this path; it goes once that file imports it from
// modules/browse/browse-service.ts.
export type { BrowseService } from "../browse/browse-service";
