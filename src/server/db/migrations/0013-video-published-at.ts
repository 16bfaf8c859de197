import { type Kysely, sql } from "kysely";

// When a video was last made visible, for the new-video digest (docs/emails.md): a video reaches
// learners when it is visible and its upload date has come, so it "became visible" at
// greatest(published_at, upload_date). A trigger keeps the column, so that every writer (the admin
// forms, the content planner, a restore) is covered without one of them forgetting it: an insert
// of a visible video without a value takes now(), a hidden video made visible takes now(), and a
// value that is given (a restore's) is kept. Videos already visible count as published when made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE videos ADD COLUMN published_at timestamptz;
UPDATE videos SET published_at = created_at WHERE visible;
CREATE FUNCTION set_video_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.visible AND NEW.published_at IS NULL THEN NEW.published_at := now(); END IF;
  ELSIF NEW.visible AND NOT OLD.visible THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER videos_published_at BEFORE INSERT OR UPDATE OF visible ON videos
  FOR EACH ROW EXECUTE FUNCTION set_video_published_at();
`.execute(db);
}
