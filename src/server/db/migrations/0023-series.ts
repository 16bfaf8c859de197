import { type Kysely, sql } from "kysely";

// Series (docs/product-rules.md "Series"): a titled, ordered run of videos. A video is an episode
// of at most one series, so that its watch page names one "Episode n of N". The series' channel
// and thumbnail are its first episode's, so they are not stored. Titles are unique in any letter
// case, as the content planner's `Series` column names a series by its title. Writing an episode
// moves the catalog version (migration 0004), since browse filters series episodes from its index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (title <> ''),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX series_title_key ON series (lower(title));
CREATE TABLE series_episodes (
  series_id uuid NOT NULL REFERENCES series(id) ON DELETE CASCADE,
  video_id text NOT NULL UNIQUE REFERENCES videos(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  PRIMARY KEY (series_id, position)
);
CREATE TRIGGER series_episodes_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON series_episodes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`.execute(db);
}
