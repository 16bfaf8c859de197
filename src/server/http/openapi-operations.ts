/**
 * What the OpenAPI document says about each call, for readers outside the team (docs/api.md):
 * its summary, what it does and answers, and its tag. Keyed by "METHOD /path" with OpenAPI's
 * {param}; a route may instead carry its own `schema.summary` and `schema.description`, which win.
 * openapi.api.test.ts fails for a call that has neither, so a new call is documented when it lands.
 * Who may call it and its token scope are not written here: plugins/openapi.ts reads them from
 * the route's markers (`config.access`, enforced by its guard: http/route-access.ts; `config.token`),
 * so they cannot drift from what the server accepts.
 */
export interface OperationDoc {
  summary: string;
  /** What it does and answers; who may call it is added from the route's guard. */
  description: string;
  tag: string;
}

/** "GET /api/video/:id" and "get /api/video/{id}" give the same key. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;
}

const op = (tag: string, summary: string, description: string): OperationDoc => ({
  summary,
  description,
  tag,
});

const SIGN_IN = "Sign-in and session";
const PROGRESS = "Progress";
const OFF_PLATFORM = "Off-platform input";
const ACCOUNT = "Account";
const BROWSE = "Browse and videos";
const TOKENS = "API tokens";
const PLAYLISTS = "Playlists";
const SERIES = "Series";
const ADMIN = "Admin";
const WORDS = "Words";

export const OPERATIONS: Record<string, OperationDoc> = {
  // Sign-in and session
  "POST /api/user": op(
    SIGN_IN,
    "Load the current user",
    "Answers the caller's user; on a first visit creates an anonymous learner and sets the session cookie. An optional IANA `timezone` updates the learner's time zone (an unknown one is ignored).",
  ),
  "POST /api/user/delete": op(
    ACCOUNT,
    "Delete my account",
    "Deletes the caller's own account and everything personal of it (watch time, entries, settings, tokens, sessions), confirmed by its email address in `email`; feedback stays without its author. Signs the caller out. 400 `confirmation_mismatch` when the email is not the account's; 409 `last_admin` for the last admin.",
  ),
  "POST /api/user/send-code": op(
    SIGN_IN,
    "Mail a sign-in code",
    "Mails a six-digit code to a registered email address. Rate limited per address and per client.",
  ),
  "POST /api/user/register": op(
    SIGN_IN,
    "Sign up",
    "Mails a six-digit code to confirm a new account with this name and email.",
  ),
  "POST /api/user/login": op(
    SIGN_IN,
    "Verify a code and sign in",
    "Checks the emailed code and starts a session (cookie); the anonymous visitor's progress is kept. Answers the user.",
  ),
  "GET /api/user/logout": op(SIGN_IN, "Log out", "Ends the session and clears its cookie."),

  // Progress (the calls a learner's own tools read)
  "GET /api/user/overall": op(
    PROGRESS,
    "Progress summary",
    "Total input (video + off-platform) in hours and seconds, words heard, the level and its progress, streaks, pace and forecast, in the learner's time zone.",
  ),
  "GET /api/user/daily-totals": op(
    PROGRESS,
    "Input per day",
    "Every local date from `from` to `to` (YYYY-MM-DD, at most 3660 days; default the last 365 days) with its video, off-platform and total seconds, plus the streaks.",
  ),
  "GET /api/user/export": op(
    PROGRESS,
    "Export the whole history",
    "A download (`format=json`, the default, or `format=csv`) of daily totals, watched videos and off-platform entries.",
  ),
  "GET /api/user/history": op(
    PROGRESS,
    "History of input",
    "The learner's input sessions, newest first, a page at a time.",
  ),
  "GET /api/user/completion": op(
    PROGRESS,
    "How much of the catalog you covered",
    "Per level, topic and channel: the videos available to the learner and how many they watched.",
  ),
  "GET /api/user/continue-watching": op(
    PROGRESS,
    "Videos to continue",
    "The caller's started but unfinished videos, most recent first (empty without a session).",
  ),

  // Off-platform input
  "GET /api/user/off-platform-logs": op(
    OFF_PLATFORM,
    "List off-platform entries",
    "The learner's off-platform input (reading, podcasts, lessons…), newest first.",
  ),
  "POST /api/user/off-platform-time": op(
    OFF_PLATFORM,
    "Log off-platform input",
    "Adds one entry. `startDate` and `startTime` are the learner's local date and time; `endDate` an ISO 8601 date-time (without an offset: the learner's wall clock). The start must be before the end and not in the future, and `minutes` (1 to 1440) must fit between them. The same start and minutes twice is a 409. Answers the new log and totals.",
  ),
  "POST /api/user/off-platform-log/delete": op(
    OFF_PLATFORM,
    "Delete an off-platform entry",
    "Deletes one entry, named by `id` or by its `startDate`, `startTime` and `minutes`. Answers the new log and totals; an unknown entry is a 404.",
  ),
  "POST /api/user/off-platform-import": op(
    OFF_PLATFORM,
    "Import off-platform entries from CSV",
    "Multipart with one field `file`: a CSV with the header startDate,startTime,minutes,comment (endDate optional). All rows or none are imported; a 400 about rows lists them in `rowErrors`.",
  ),

  // Account
  "POST /api/user/update": op(
    ACCOUNT,
    "Save account settings",
    "Saves the profile, languages and notification flags of the account page.",
  ),
  "POST /api/user/goal": op(
    ACCOUNT,
    "Save goals",
    "Saves the daily goal (minutes), the final goal (minutes) and its date.",
  ),
  "POST /api/patreon/claim": op(
    ACCOUNT,
    "Claim premium as a patron",
    "Records a claim with the email of the membership-provider account; `message` is success, duplicate-claim or already-premium.",
  ),
  "POST /api/patreon/webhook": op(
    ACCOUNT,
    "Patreon's member webhook",
    "For Patreon's servers: a member event (`X-Patreon-Event`), signed with `X-Patreon-Signature` (hex HMAC-MD5 of the body with PATREON_WEBHOOK_SECRET). An active patron at or above the premium threshold gets premium; a deleted or declined pledge ends it, unless an admin set it by hand. A delivery is acted on once. 401: wrong signature; 404: no secret set.",
  ),
  "GET /api/patreon/membership": op(
    ACCOUNT,
    "Where to become a patron",
    "The membership provider's page for premium (the PATREON_URL setting).",
  ),
  "GET /api/unsubscribe": op(
    ACCOUNT,
    "What an unsubscribe link turns off",
    "Reads the signed `token` of an email's footer link and says which emails it turns off; changes nothing (link scanners fetch links).",
  ),
  "POST /api/unsubscribe": op(
    ACCOUNT,
    "Unsubscribe in one click",
    "RFC 8058 one-click unsubscribe: turns off the emails the signed `token` names. No session or Origin needed; an expired or forged token is refused.",
  ),
  // Series (docs/product-rules.md "Series")
  "GET /api/series": op(
    SERIES,
    "List series",
    "Every series with an episode the caller may see, by title: its channel, level range, number of episodes, total seconds and how many of them the caller has watched.",
  ),
  "GET /api/series/{id}": op(
    SERIES,
    "A series and its episodes",
    "The series and its episodes in order as video cards with their number and watched mark; premium episodes are listed locked (no `url`) without premium. 404 for an unknown series.",
  ),
  "GET /api/video/{id}/series": op(
    SERIES,
    "The series of a video",
    "The series the video is an episode of (null for none), its number, the number of episodes and the next episode as a card (null after the last).",
  ),
  "POST /api/feedback": op(ACCOUNT, "Send feedback", "Seven free-text answers of the beta feedback form."),

  // Personal access tokens (docs/api.md)
  "GET /api/user/tokens": op(
    TOKENS,
    "List personal access tokens",
    "The learner's tokens with name, scope, created and last used; never the token itself. Session cookie only.",
  ),
  "POST /api/user/tokens": op(
    TOKENS,
    "Create a personal access token",
    "Creates a token with a `name` and a `scope` (read or write) and answers it once; only a hash is stored. At most 10 per learner. Session cookie only.",
  ),
  "POST /api/user/tokens/{id}/revoke": op(
    TOKENS,
    "Revoke a personal access token",
    "The token stops working at once (401). Session cookie only.",
  ),

  // Browse and videos
  "GET /api/browse/videos": op(
    BROWSE,
    "Browse videos",
    "A page of the catalog with the filters of the browse screen (text, sort, levels, channels, speakers, topics, durations, hide-watched) and `hasMore`.",
  ),
  "GET /api/browse/statistics": op(
    BROWSE,
    "Counts for the filters",
    "How many videos match, and per level, channel, speaker, topic and duration range, for the same filters.",
  ),
  "GET /api/video/{id}": op(
    BROWSE,
    "One video",
    "The video with the caller's watch state and, unless `related=false`, videos like it. Premium videos need a premium session (401 otherwise).",
  ),
  "POST /api/video/{id}/hide": op(
    BROWSE,
    "Not interested: hide a video",
    "Hides the video from the caller's browse; calling it again changes nothing.",
  ),
  "POST /api/video/{id}/unhide": op(
    BROWSE,
    "Show a hidden video again",
    "Undoes a hide; calling it again changes nothing.",
  ),
  "GET /api/video/{id}/rating": op(
    BROWSE,
    "My rating of a video",
    "The caller's rating of the video (`rating`: easy, right, hard or null) and whether they may rate it now (`canRate`: after watching 90% of it, by the server's watch records).",
  ),
  "POST /api/video/{id}/rating": op(
    BROWSE,
    "Rate a video",
    'Too easy, just right or too hard (`rating`: "easy", "right" or "hard"); a second call replaces the first. 409 `not_watched_enough` before the caller has watched 90% of the video.',
  ),
  "GET /api/user/hidden-videos": op(
    BROWSE,
    "Hidden videos",
    "The videos the caller hid, the last hidden first (empty without a session).",
  ),
  "GET /api/video/{id}/mark-as-watched": op(
    BROWSE,
    "Mark a video as watched",
    "Sets the video's position to its end.",
  ),
  "GET /api/video/{id}/delete": op(BROWSE, "Delete a video", "Deletes the video and its files."),
  "GET /api/video/{id}/transcript": op(
    BROWSE,
    "Transcript of a video",
    "The video's captions as cues in seconds, for premium members and admins (the video's access rule: others get 401).",
  ),
  "GET /api/video/{id}/captions.vtt": op(
    BROWSE,
    "Captions (WebVTT)",
    "The video's captions as text/vtt, for anyone who may play the video.",
  ),
  "POST /api/watchtime/update": op(
    BROWSE,
    "Report watch time",
    "The player's report of time watched since the last one; the server caps it by the wall clock.",
  ),

  "GET /api/user/assessments": op(
    PROGRESS,
    "Read the self-assessments",
    "The caller's self-assessments, oldest first, each with the total input (`inputSeconds`) when it was made.",
  ),
  "POST /api/user/assessments": op(
    PROGRESS,
    "Make a self-assessment",
    "Stores `understanding` (0–100 %), `listening`, `speaking` and `reading` (1–5) and an optional `note`, with the caller's total input now (the server's figure). Answers the assessment; 409 past 1,000.",
  ),
  "GET /api/user/journal": op(
    PROGRESS,
    "Read the progress journal",
    "The caller's journal entries, 20 a page (`page`, from 1), the newest day first; `hasMore` when an older page exists.",
  ),
  "POST /api/user/journal": op(
    PROGRESS,
    "Write a journal entry",
    "Adds an entry: `date` (YYYY-MM-DD, the learner's day, not after today) and `text` (up to 5,000 characters). Answers the entry; 409 `journal_full` past 10,000 entries.",
  ),
  "POST /api/user/journal/{id}/update": op(
    PROGRESS,
    "Edit a journal entry",
    "Changes the date and text of one of the caller's entries; 404 for an id they do not hold.",
  ),
  "POST /api/user/journal/{id}/delete": op(
    PROGRESS,
    "Delete a journal entry",
    "Deletes one of the caller's entries; 404 for an id they do not hold.",
  ),
  "GET /api/user/notifications": op(
    PROGRESS,
    "Read the notifications",
    "The caller's notifications (input milestones, streaks, self-assessment invitations, journal reminders, news), 20 a page (`page`, from 1), newest first, with `unread` (all of them, not only this page's) and `hasMore`. Reading the first page makes the time-based ones that are due (docs/product-rules.md \"Notifications\").",
  ),
  "POST /api/user/notifications/read": op(
    PROGRESS,
    "Mark notifications read",
    "`{ ids }` (up to 100 of the caller's notifications) or `{ all: true }`; answers the unread count left. 404 `not_found`, with nothing marked, when an id is not one of the caller's.",
  ),

  // My Playlists (docs/product-rules.md "Playlists")
  "GET /api/user/playlists": op(
    PLAYLISTS,
    "List my playlists",
    'The caller\'s playlists, "Watch later" first (made on the first call), then the oldest first: `id`, `name`, `watchLater`, `videos` (those the caller may see) and their `totalSeconds`. With `videoId`, `hasVideo` says which hold that video.',
  ),
  "POST /api/user/playlists": op(
    PLAYLISTS,
    "Make a playlist",
    'Makes a named playlist (`name`, 1 to 100 characters) and answers its `id`; 409 `too_many_playlists` past 100 ("Watch later" not counted).',
  ),
  "GET /api/user/playlists/{id}": op(
    PLAYLISTS,
    "Read a playlist",
    "The playlist and its videos in order, as browse cards: a premium video comes locked (`url` null) without premium; a video hidden, scheduled or deleted since drops out. 404 for an id the caller does not hold.",
  ),
  "POST /api/user/playlists/{id}/update": op(
    PLAYLISTS,
    "Rename or reorder a playlist",
    '`name` renames it (400 `watch_later_fixed` for "Watch later"); `videoIds` is the new order, naming each video the playlist shows once (409 `playlist_changed` otherwise).',
  ),
  "POST /api/user/playlists/{id}/delete": op(
    PLAYLISTS,
    "Delete a playlist",
    'Deletes a named playlist with its list (the videos stay in the catalog); 400 `watch_later_fixed` for "Watch later", 404 for an id the caller does not hold.',
  ),
  "POST /api/user/playlists/{id}/videos": op(
    PLAYLISTS,
    "Add a video to a playlist",
    "Adds `videoId` at the end. Idempotent: a video already in it stays where it is (`added: false`). 404 for a video the caller may not see; 409 `playlist_full` past 500 videos.",
  ),
  "POST /api/user/playlists/{id}/videos/{videoId}/remove": op(
    PLAYLISTS,
    "Remove a video from a playlist",
    "Takes the video out of the playlist; nothing to do when it is not in it.",
  ),

  // Words (docs/words.md)
  "GET /api/video/{id}/words": op(
    WORDS,
    "A video's words",
    "`runningWords`, `distinctLemmas`, `wordsPerMinute` (of cue time), `rarity` (shares beyond the 1,000 and 3,000 most frequent lemmas), `difficulty` (1–100) and the caller's `coverage` (share of running words whose lemma they acquired; null without history). 404 for a video the caller may not see, one without a transcript, and one whose new transcript is still being analysed (its own sentence).",
  ),
  "GET /api/user/words/summary": op(
    WORDS,
    "My words in figures",
    "`heard` (running words heard in videos with a transcript, cue by cue), `distinct` (lemmas met), `acquired`, `estimatedHeard` (100 words a minute of the other input) and `growth` (the acquired count at each hour of input where it changed). Watch time is folded into words within seconds, in the background.",
  ),
  "GET /api/user/words": op(
    WORDS,
    "My words",
    "`kind` acquired, starred or heard (default), `page` from 1, 50 a page: each word's `lemma`, times `heard`, `videos`, `starred`, `acquired` and an `example` (the first sentence it was heard in, its video and second); `hasMore`.",
  ),
  "POST /api/user/words/star": op(
    WORDS,
    "Star a word",
    "`{ lemma, starred }`: a form may be sent (городе stars город); answers the lemma starred or unstarred. 400 `not_a_word` for anything but one Russian word.",
  ),
  "GET /api/user/words/export": op(
    WORDS,
    "Export my words",
    "A download of the words heard or starred: `format=csv` (default; columns lemma, heard, videos, acquired, starred, sentence, videoId, startSeconds) or `format=anki` (tab-separated with Anki's header lines: front the word as heard, back its dictionary form and the sentence).",
  ),
  "GET /api/words/lookup": op(
    WORDS,
    "Look a word up",
    "`word=городе`: its `lemma`, `known` (whether the dictionary has it), its `grammar` (part of speech, case, number, gender, person, tense, aspect; null where they do not apply) and the caller's `heard`, `videos`, `starred`, `acquired`. 400 `not_a_word` for anything but one Russian word.",
  ),

  // Admin
  "GET /api/admin/news": op(
    ADMIN,
    "List big news",
    "The announcements posted, newest first (the last 50), each with its author and how many learners got the notification and the mail.",
  ),
  "POST /api/admin/news": op(
    ADMIN,
    "Post big news",
    "`title`, `body` and an optional `link` (a page of the site starting with /, or an http(s) address). Makes one notification for every learner and plans one mail, sent once by the email jobs, to each registered learner with the big-news email on.",
  ),
  "GET /api/admin/user": op(ADMIN, "List users", "Every user with join date, premium and watch time."),
  "GET /api/admin/user/export-csv": op(ADMIN, "Export users as CSV", "users.csv."),
  "POST /api/admin/user/update": op(ADMIN, "Update a user", "Name, premium and the other admin fields."),
  "POST /api/admin/user/delete": op(ADMIN, "Delete a user", "Deletes the account by email."),
  "POST /api/admin/user/send-status-email": op(
    ADMIN,
    "Mail a user their status",
    "Mails the user whether their premium claim was accepted.",
  ),
  "POST /api/admin/user/reject-claim": op(
    ADMIN,
    "Reject a premium claim",
    "Rejects the account's pending claim with a reason, which is mailed to the learner. 409 when no claim is pending.",
  ),
  "GET /api/admin/email-runs": op(
    ADMIN,
    "Recent email runs",
    "The latest runs of the email jobs (reports, digests), newest first, with how many jobs are in each state.",
  ),
  "GET /api/admin/feedback": op(
    ADMIN,
    "List feedback",
    "What learners wrote in the feedback form, newest first, 20 a page: `status` unhandled (the default), handled or all; with the number not handled yet.",
  ),
  "GET /api/admin/feedback/unhandled-count": op(
    ADMIN,
    "Count unhandled feedback",
    "How many submissions are not handled yet: the admin hub's count, without a page of the list.",
  ),
  "GET /api/admin/feedback/export-csv": op(
    ADMIN,
    "Export feedback as CSV",
    "feedback.csv: every submission, newest first.",
  ),
  "POST /api/admin/feedback/handled": op(
    ADMIN,
    "Mark feedback handled",
    "Marks submissions by id handled (`handled: true`) or not handled again; 404 naming any id that is not stored, and nothing changes.",
  ),
  "POST /api/admin/series": op(
    ADMIN,
    "Create a series",
    "A titled series with its episodes (`videoIds`, first to last). 409 `series_title_taken` for a title in use (in any letter case), 409 `episode_in_other_series` for a video that is an episode of another series, 404 for an unknown video id.",
  ),
  "POST /api/admin/series/{id}/update": op(
    ADMIN,
    "Edit a series",
    "Changes the fields given: `title`, `description`, and `videoIds`, the episodes in their new order (refused as on create).",
  ),
  "POST /api/admin/series/{id}/delete": op(
    ADMIN,
    "Delete a series",
    "Deletes the series; its videos stay in the catalog.",
  ),
  "GET /api/admin/audit": op(ADMIN, "Recent admin actions", "The 20 most recent audited actions."),
  "GET /api/admin/video": op(
    ADMIN,
    "List videos",
    "Every video, visible or not, with channels and speakers.",
  ),
  "GET /api/admin/video-options": op(
    ADMIN,
    "Options of the video form",
    "Levels, topics, speakers and channels.",
  ),
  "POST /api/admin/video/update": op(ADMIN, "Update a video", "Title, dates, flags and speakers."),
  "GET /api/admin/video/{id}/ratings": op(
    ADMIN,
    "A video's ratings",
    "How many learners rated the video too easy, just right and too hard, and when the last did.",
  ),
  "GET /api/admin/video/{id}/transcript": op(ADMIN, "Download a transcript", "The subtitle file."),
  "POST /api/admin/video/add": op(
    ADMIN,
    "Add a video",
    "Multipart: the form's fields, speakers, topics and the thumbnail.",
  ),
  "POST /api/admin/video/files": op(
    ADMIN,
    "Replace a video's files",
    "Multipart: `videoId` and any of a new thumbnail, subtitles, audio or video file; the old files are deleted.",
  ),
  "GET /api/admin/topic": op(ADMIN, "List topics", "All topics."),
  "GET /api/admin/topic/add": op(ADMIN, "Add a topic", "Adds `name`; answers the topics."),
  "GET /api/admin/topic/remove": op(
    ADMIN,
    "Remove a topic",
    "Removes `name` if no video uses it; answers the topics.",
  ),
  "GET /api/admin/speaker": op(ADMIN, "List speakers", "All speakers."),
  "GET /api/admin/speaker/add": op(ADMIN, "Add a speaker", "Adds `name`; answers the speakers."),
  "GET /api/admin/speaker/remove": op(
    ADMIN,
    "Remove a speaker",
    "Removes `name` if no video uses it; answers the speakers.",
  ),
  "GET /api/admin/channel": op(ADMIN, "List channels", "All channels with their URLs."),
  "POST /api/admin/channel/add": op(ADMIN, "Add a channel", "Adds `name` and `url`; answers the channels."),
  "GET /api/admin/channel/remove": op(
    ADMIN,
    "Remove a channel",
    "Removes `name` if no video uses it; answers the channels.",
  ),
  "GET /api/admin/content-planner": op(
    ADMIN,
    "Download the content planner",
    "The catalog as the planner's CSV.",
  ),
  "POST /api/admin/update-content-planner": op(
    ADMIN,
    "Upload the content planner",
    "Multipart with one field `file`; applies the CSV row by row and answers the log.",
  ),
};
