import { type Kysely, sql } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL DEFAULT '',
  email text UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  is_anonymous boolean NOT NULL DEFAULT true,
  roles text[] NOT NULL DEFAULT '{}',
  premium boolean NOT NULL DEFAULT false,
  birthday date,
  languages text NOT NULL DEFAULT 'en:B2',
  musical_ear boolean,
  want_beta_tester boolean NOT NULL DEFAULT false,
  daily_goal_minutes integer NOT NULL DEFAULT 15,
  final_goal_minutes integer NOT NULL DEFAULT 70000,
  final_goal_date timestamptz NOT NULL DEFAULT '2030-12-31T00:00:00Z',
  timezone text NOT NULL DEFAULT 'UTC',
  learning_style_track_vocabulary boolean NOT NULL DEFAULT true,
  learning_style_get_srs_recommendations boolean NOT NULL DEFAULT true,
  learning_style_active_passive_input boolean NOT NULL DEFAULT true,
  notify_by_email_new_video boolean NOT NULL DEFAULT true,
  notify_by_email_monthly_progress_report boolean NOT NULL DEFAULT true,
  notify_by_email_weekly_progress_report boolean NOT NULL DEFAULT true,
  notify_by_email_big_news_of_platform boolean NOT NULL DEFAULT true,
  notify_by_email_regular_progress_assessments boolean NOT NULL DEFAULT true,
  notify_on_platform_acquired_words boolean NOT NULL DEFAULT true,
  notify_on_platform_input_milestones boolean NOT NULL DEFAULT true,
  notify_on_platform_consistency_streaks boolean NOT NULL DEFAULT true,
  notify_on_platform_regular_progress_assessments boolean NOT NULL DEFAULT true,
  notify_on_platform_progress_journal_remainders boolean NOT NULL DEFAULT true,
  watch_time_ms bigint NOT NULL DEFAULT 0 CHECK (watch_time_ms >= 0),
  last_payment_date timestamptz,
  premium_claimed_with_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_anonymous_idle ON users (last_seen_at) WHERE is_anonymous;

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'register')),
  name text,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  requested_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_email ON verification_codes (email, created_at DESC);
CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at DESC);

CREATE TABLE channels (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  url text NOT NULL DEFAULT ''
);
CREATE TABLE speakers (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE topics (id serial PRIMARY KEY, name text NOT NULL UNIQUE);

CREATE TABLE videos (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  platform text NOT NULL CHECK (platform IN ('youtube', 'file')),
  on_platform_id text NOT NULL UNIQUE,
  thumbnail_url text NOT NULL DEFAULT '',
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  level text NOT NULL CHECK (level IN ('Beginner 0', 'Beginner 1', 'Beginner 2', 'Intermediate 1',
    'Intermediate 2', 'Advanced', 'Native')),
  premium boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  upload_date timestamptz NOT NULL DEFAULT now(),
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE RESTRICT,
  subtitles text,
  audio_file text,
  word_count integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE video_speakers (
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  speaker_id integer NOT NULL REFERENCES speakers(id) ON DELETE RESTRICT,
  PRIMARY KEY (video_id, speaker_id)
);
CREATE TABLE video_topics (
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES topics(id) ON DELETE RESTRICT,
  PRIMARY KEY (video_id, topic_id)
);

CREATE TABLE user_video_state (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  watch_time_ms bigint NOT NULL DEFAULT 0,
  last_watch_time double precision NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);

CREATE TABLE watch_segments (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  playing_start_ms bigint NOT NULL,
  credited_ms bigint NOT NULL DEFAULT 0,
  wall_start_ms bigint NOT NULL,
  wall_end_ms bigint NOT NULL,
  last_report_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id, playing_start_ms)
);
CREATE INDEX watch_segments_user_wall ON watch_segments (user_id, wall_end_ms);

CREATE TABLE daily_totals (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  video_ms bigint NOT NULL DEFAULT 0,
  off_platform_ms bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE off_platform_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  start_date date NOT NULL,
  start_time text NOT NULL,
  end_date timestamptz NOT NULL,
  minutes integer NOT NULL CHECK (minutes > 0),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX off_platform_logs_user ON off_platform_logs (user_id, start_date);

CREATE TABLE premium_claims (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX premium_claims_user ON premium_claims (user_id, status);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  experience text NOT NULL DEFAULT '',
  ease_of_use text NOT NULL DEFAULT '',
  design text NOT NULL DEFAULT '',
  content_quality text NOT NULL DEFAULT '',
  performance text NOT NULL DEFAULT '',
  suggestion text NOT NULL DEFAULT '',
  comments text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Bumped whenever catalog content changes; every instance rebuilds its in-memory index when it moves.
CREATE TABLE catalog_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
`.execute(db);
}
