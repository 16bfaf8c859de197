import type { ColumnType, Generated } from "kysely";
import type { ApiTokenScope } from "../../shared/contracts/api-tokens";
import type { VideoFileJobState } from "../../shared/contracts/catalog-admin";
import type { EmailRunFailure } from "../../shared/contracts/email-runs";
import type { PremiumSource } from "../../shared/contracts/user-admin";

/** A column the database fills in on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  name: Defaulted<string>;
  /** Lower-cased and trimmed; null for anonymous users. */
  email: string | null;
  email_verified: Defaulted<boolean>;
  is_anonymous: Defaulted<boolean>;
  roles: Defaulted<string[]>;
  premium: Defaulted<boolean>;
  birthday: string | null;
  languages: Defaulted<string>;
  musical_ear: boolean | null;
  want_beta_tester: Defaulted<boolean>;
  daily_goal_minutes: Defaulted<number>;
  final_goal_minutes: Defaulted<number>;
  final_goal_date: Timestamp;
  timezone: Defaulted<string>;
  learning_style_track_vocabulary: Defaulted<boolean>;
  learning_style_get_srs_recommendations: Defaulted<boolean>;
  learning_style_active_passive_input: Defaulted<boolean>;
  notify_by_email_new_video: Defaulted<boolean>;
  notify_by_email_monthly_progress_report: Defaulted<boolean>;
  notify_by_email_weekly_progress_report: Defaulted<boolean>;
  notify_by_email_big_news_of_platform: Defaulted<boolean>;
  notify_by_email_regular_progress_assessments: Defaulted<boolean>;
  notify_on_platform_acquired_words: Defaulted<boolean>;
  notify_on_platform_input_milestones: Defaulted<boolean>;
  notify_on_platform_consistency_streaks: Defaulted<boolean>;
  notify_on_platform_regular_progress_assessments: Defaulted<boolean>;
  notify_on_platform_progress_journal_remainders: Defaulted<boolean>;
  /** Total input (video + off-platform), milliseconds. */
  watch_time_ms: Defaulted<number>;
  last_payment_date: Timestamp | null;
  premium_claimed_with_email: string | null;
  /** Where premium came from (migration 0025's CHECK): `webhook`, `claim` or `admin`; null without premium. */
  premium_source: PremiumSource | null;
  /** The first visit: for a visitor who signed up later, earlier than registered_at. */
  created_at: Timestamp;
  /** When the account signed up (migration 0007); null while anonymous. */
  registered_at: Timestamp | null;
  last_seen_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak does not leak live sessions. */
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  email: string;
  purpose: "login" | "register";
  name: string | null;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The visitor (usually anonymous) whose progress the sign-in carries over. */
  requested_by_user_id: string | null;
  ip: string;
  created_at: Timestamp;
}

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  url: Defaulted<string>;
}

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

export interface VideosTable {
  id: string;
  title: string;
  description: Defaulted<string>;
  /** "youtube" or "file" (served by the app from its media folder). */
  platform: string;
  on_platform_id: string;
  thumbnail_url: Defaulted<string>;
  duration_seconds: number;
  level: string;
  premium: Defaulted<boolean>;
  visible: Defaulted<boolean>;
  upload_date: Timestamp;
  channel_id: number;
  /** WebVTT text of the Russian subtitles, if any. */
  subtitles: string | null;
  /** File name of the stored mp3, if any. */
  audio_file: string | null;
  word_count: number | null;
  /** The URLs the content planner downloaded the thumbnail, subtitles and audio from (migration 0009). */
  thumbnail_source: string | null;
  subtitles_source: string | null;
  audio_source: string | null;
  /** The URL the content planner downloaded the video's own file from (migration 0030). */
  video_source: Defaulted<string | null>;
  /** When the video was last made visible, kept by a trigger (migration 0013; docs/emails.md). */
  published_at: Generated<Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * A planner draft (migration 0028): what its planner row lacked, comma-separated ("length",
   * "level"); NULL for a complete video. Kept from learners by the access rule.
   */
  draft_missing: Defaulted<string | null>;
}

/** What YouTube's Data API said of a video, cached for the planner (migration 0028). */
export interface YoutubeVideoDetailsTable {
  youtube_id: string;
  duration_seconds: number;
  thumbnail_url: string | null;
  fetched_at: Defaulted<Date>;
}

/** An own video file's transcode (migration 0029; docs/storage.md "Video files"). */
export interface VideoFileJobsTable {
  video_id: string;
  /** The upload as it came, in the file store; deleted once transcoded. */
  source_key: string;
  state: Defaulted<VideoFileJobState>;
  progress: Defaulted<number>;
  error: string | null;
  /** No thumbnail was given: the job takes a frame of the video. */
  take_poster: boolean;
  /** A video added from the file is shown once transcoded (false: it stays hidden). */
  show_when_ready: Defaulted<boolean>;
  attempts: Defaulted<number>;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoSpeakersTable {
  video_id: string;
  speaker_id: number;
}

export interface VideoTopicsTable {
  video_id: string;
  topic_id: number;
}

export interface UserVideoStateTable {
  user_id: string;
  video_id: string;
  watch_time_ms: Defaulted<number>;
  /** Playback position in seconds. */
  last_watch_time: Defaulted<number>;
  /** The moment (epoch ms) the stored position belongs to; older reports do not move it. */
  position_at_ms: Defaulted<number>;
  updated_at: Timestamp;
}

/** A learner's rating of a video they watched (docs/words.md "Ratings", migration 0027). */
export interface VideoRatingsTable {
  user_id: string;
  video_id: string;
  /** One of RATING_VALUES (shared/contracts/ratings-values.ts). */
  rating: string;
  rated_at: Timestamp;
}

/** Videos a visitor hid from their own browse ("Not interested", migration 0010). */
export interface HiddenVideosTable {
  user_id: string;
  video_id: string;
  hidden_at: Timestamp;
}

/** A visitor's playlist: "Watch later" (one each, `watch_later`) or a named one (migration 0021). */
export interface PlaylistsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  watch_later: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A video in a playlist, at its place in the list's order (migration 0021). */
export interface PlaylistVideosTable {
  playlist_id: string;
  video_id: string;
  position: number;
  added_at: Timestamp;
}

/** A titled, ordered run of videos (migration 0023, docs/product-rules.md "Series"). */
export interface SeriesTable {
  id: Generated<string>;
  title: string;
  description: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A series' episodes: a video is in at most one series, at a position from 1. */
export interface SeriesEpisodesTable {
  series_id: string;
  video_id: string;
  position: number;
}

export interface WatchSegmentsTable {
  user_id: string;
  video_id: string;
  /** Epoch ms when this stretch of playing began (the client's playingStartTime). */
  playing_start_ms: number;
  /** Elapsed time credited so far for this segment, ms. */
  credited_ms: Defaulted<number>;
  /** Wall-clock interval the credit covers, epoch ms (overlap with other tabs is not credited twice). */
  wall_start_ms: number;
  wall_end_ms: number;
  last_report_at: Timestamp;
}

export interface DailyTotalsTable {
  user_id: string;
  /** The user's local date. */
  day: string;
  video_ms: Defaulted<number>;
  off_platform_ms: Defaulted<number>;
}

export interface OffPlatformLogsTable {
  id: Generated<string>;
  user_id: string;
  start_date: string;
  start_time: string;
  end_date: Timestamp;
  minutes: number;
  comment: Defaulted<string>;
  created_at: Timestamp;
}

export interface PremiumClaimsTable {
  id: Generated<number>;
  user_id: string;
  email: string;
  /** The values of migration 0001's CHECK; written here, not in a contract, as no API answer carries it. */
  status: Defaulted<"pending" | "approved" | "rejected">;
  /** The admin's reason for a rejection, mailed to the learner (migration 0025). */
  reject_reason: string | null;
  created_at: Timestamp;
}

/** Patreon's webhook deliveries, by digest of event and body: one is acted on once (migration 0025). */
export interface PatreonWebhookEventsTable {
  digest: string;
  event: string;
  member_id: string | null;
  email: string | null;
  outcome: string;
  received_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: string | null;
  experience: string;
  ease_of_use: string;
  design: string;
  content_quality: string;
  performance: string;
  suggestion: string;
  comments: string;
  created_at: Timestamp;
  /** When an admin marked it handled (docs/admin.md "Feedback"); null while it is not. */
  handled_at: Timestamp | null;
  /** The email of the admin who marked it handled. */
  handled_by: string | null;
}

/** A learner's progress journal entry (docs/progress.md "Journal"). */
export interface JournalEntriesTable {
  id: Generated<string>;
  user_id: string;
  /** YYYY-MM-DD, the learner's day it is about. */
  entry_date: string;
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A learner's self-assessment (docs/progress.md "Self-assessments"). */
export interface SelfAssessmentsTable {
  id: Generated<string>;
  user_id: string;
  /** The learner's total input when they made it. */
  input_ms: number;
  understanding: number;
  listening: number;
  speaking: number;
  reading: number;
  note: Defaulted<string>;
  created_at: Timestamp;
}

export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** What admins did (modules/audit/audit-repository.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** Null once the admin's account is deleted (actor_email still says who it was), or for a script. */
  actor_user_id: string | null;
  actor_email: string | null;
  /** A stable word such as "video.delete". */
  action: string;
  target: Defaulted<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** Rate-limit counters of the current fixed window per key (plugins/rate-limit.ts). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

/** Personal access tokens (modules/tokens, migration 0011): only the token's SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  scope: ApiTokenScope;
  /** SHA-256 (hex) of the token: the table never holds a usable token. */
  token_hash: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Emails to send, one per learner, kind and period (modules/notifications, migration 0012). */
export interface EmailJobsTable {
  id: Generated<string>;
  user_id: string;
  /** A key of notifications/job-kinds.ts: "weekly", "monthly", "new_videos". */
  kind: string;
  /** Which report: "2026-11-16" (the week's Monday), "2026-10" (the month), a digest's date. */
  period: string;
  status: Defaulted<"pending" | "claimed" | "sending" | "sent" | "failed" | "skipped">;
  attempts: Defaulted<number>;
  run_after: Timestamp;
  /** The claim holding the job (one per claiming run), and until when. */
  claim_id: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A learner's notification (modules/notifications, migration 0019): once per (user, kind, milestone_key). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** "input-milestone", "streak", "assessment", "journal", "news" (contracts/notifications). */
  kind: string;
  /** What it is about, within its kind: "hours:10", "level:2", "streak:7:2026-11-20", "journal:2026-11-23"… */
  milestone_key: string;
  title: string;
  body: string;
  /** A path of the app: where the notification is about. */
  link: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** Big news an admin posted (migration 0020, docs/admin.md "News"). */
export interface AnnouncementsTable {
  id: Generated<string>;
  title: string;
  body: string;
  /** A path of the app or an http(s) address; null: none. */
  link: string | null;
  /** The admin who posted it (null once that account is gone). */
  created_by: string | null;
  created_at: Timestamp;
  /** How many learners got the notification, and how many mails were planned. */
  notified: Defaulted<number>;
  mailed: Defaulted<number>;
}

/** One run of the email job runner, for the admin page (migration 0012). */
export interface EmailRunsTable {
  id: Generated<string>;
  instance: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  planned: Defaulted<number>;
  sent: Defaulted<number>;
  retried: Defaulted<number>;
  failed: Defaulted<number>;
  skipped: Defaulted<number>;
  /** JSON of the run's first failures, in the admin call's shape (contracts/email-runs.ts). */
  failures: ColumnType<EmailRunFailure[], string | undefined, string>;
}

/**
 * A video whose transcript waits for the words analysis, queued by a trigger on its subtitles
 * (modules/words, docs/words.md "Transcripts analysed", migration 0026).
 */
export interface WordAnalysisQueueTable {
  video_id: string;
  /** Moved when the subtitles change again; read as text, to the microsecond (analysis-repository.ts). */
  queued_at: Timestamp;
}

/** A video's words as the analysis found them (modules/words, docs/words.md, migration 0026). */
export interface VideoWordsTable {
  video_id: string;
  running_words: number;
  distinct_lemmas: number;
  /** Running words per minute of cue time. */
  words_per_minute: number;
  /** Share (0..1) of running words whose lemma ranks beyond the 1,000 / 3,000 most frequent. */
  beyond_1000: number;
  beyond_3000: number;
  /** 1 (easiest) to 100. */
  difficulty: number;
  /** Written as JSON text (`::jsonb`). */
  cues: ColumnType<AnalysedCue[], string, string>;
  analysed_at: Timestamp;
}

/** A cue as video_words.cues holds it: start and end (seconds), text, its running words' lemmas in order. */
export interface AnalysedCue {
  s: number;
  e: number;
  t: string;
  l: string[];
}

/** A lemma's running words in a video (modules/words, migration 0026). */
export interface VideoLemmasTable {
  video_id: string;
  lemma: string;
  occurrences: number;
}

/**
 * A lemma's occurrences over every video, kept by triggers on video_lemmas for the frequency list
 * (modules/words, docs/words.md "Transcripts analysed", migration 0034); 0 reads as absent.
 */
export interface LemmaTotalsTable {
  lemma: string;
  occurrences: number;
}

/**
 * A piece of video time a watch-time report credited (modules/watch writes it), until the words
 * worker folds it (modules/words, docs/words.md "Words heard", migration 0026).
 */
export interface CreditedIntervalsTable {
  id: Generated<number>;
  user_id: string;
  video_id: string;
  from_seconds: number;
  to_seconds: number;
  credited_at: Timestamp;
}

/** A cue a learner heard at least once, by its place in the video's analysis (migration 0026). */
export interface UserCuesHeardTable {
  user_id: string;
  video_id: string;
  cue: number;
}

/** A learner's word (its lemma): heard, starred, acquired (modules/words, docs/words.md, migration 0026). */
export interface UserWordsTable {
  user_id: string;
  lemma: string;
  /** Times heard (a cue heard twice counts twice). */
  heard: Defaulted<number>;
  /** Distinct cues and videos it was heard in. */
  cues: Defaulted<number>;
  videos: Defaulted<number>;
  starred_at: Timestamp | null;
  acquired_at: Timestamp | null;
  /** The learner's total input (ms) when it was acquired, for the growth curve. */
  acquired_at_input_ms: number | null;
  /** The first sentence it was heard in, its video and second; null for a starred word never heard. */
  example_video_id: string | null;
  example_seconds: number | null;
  example_sentence: string | null;
}

/** A learner's running words heard in videos with a transcript (modules/words, migration 0026). */
export interface UserWordTotalsTable {
  user_id: string;
  heard: Defaulted<number>;
}

/**
 * A learner's input version, moved by triggers with every write to their input and words; no row
 * until the first (modules/learner-input, docs/progress.md "Kept summaries", migration 0036).
 */
export interface LearnerInputVersionsTable {
  user_id: string;
  version: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  channels: ChannelsTable;
  speakers: NamedTable;
  topics: NamedTable;
  videos: VideosTable;
  youtube_video_details: YoutubeVideoDetailsTable;
  video_speakers: VideoSpeakersTable;
  video_topics: VideoTopicsTable;
  video_file_jobs: VideoFileJobsTable;
  user_video_state: UserVideoStateTable;
  hidden_videos: HiddenVideosTable;
  video_ratings: VideoRatingsTable;
  playlists: PlaylistsTable;
  playlist_videos: PlaylistVideosTable;
  series: SeriesTable;
  series_episodes: SeriesEpisodesTable;
  watch_segments: WatchSegmentsTable;
  daily_totals: DailyTotalsTable;
  off_platform_logs: OffPlatformLogsTable;
  premium_claims: PremiumClaimsTable;
  patreon_webhook_events: PatreonWebhookEventsTable;
  feedback: FeedbackTable;
  journal_entries: JournalEntriesTable;
  self_assessments: SelfAssessmentsTable;
  catalog_version: CatalogVersionTable;
  audit_log: AuditLogTable;
  rate_limit_hits: RateLimitHitsTable;
  api_tokens: ApiTokensTable;
  email_jobs: EmailJobsTable;
  email_runs: EmailRunsTable;
  notifications: NotificationsTable;
  announcements: AnnouncementsTable;
  word_analysis_queue: WordAnalysisQueueTable;
  video_words: VideoWordsTable;
  video_lemmas: VideoLemmasTable;
  lemma_totals: LemmaTotalsTable;
  credited_intervals: CreditedIntervalsTable;
  user_cues_heard: UserCuesHeardTable;
  user_words: UserWordsTable;
  user_word_totals: UserWordTotalsTable;
  learner_input_versions: LearnerInputVersionsTable;
}
