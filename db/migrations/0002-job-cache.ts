// Answers are cached for 5 minutes per connection and question (spec §4): job runs carry the key.
export const name = "0002-job-cache";

export const up = `
ALTER TABLE job_runs ADD COLUMN connection_id uuid REFERENCES connections(id) ON DELETE CASCADE;
ALTER TABLE job_runs ADD COLUMN cache_key text;
CREATE INDEX job_runs_cache ON job_runs(cache_key, created_at DESC) WHERE cache_key IS NOT NULL;
`;

export const down = `
DROP INDEX IF EXISTS job_runs_cache;
ALTER TABLE job_runs DROP COLUMN IF EXISTS cache_key;
ALTER TABLE job_runs DROP COLUMN IF EXISTS connection_id;
`;
