// Issue 38 item 2 (ADR 065): a job and its run are queued in one statement instead of a transaction of six. The
// function takes the per-user lock, counts the unfinished runs after it (each statement of a volatile PL/pgSQL
// function reads a fresh snapshot, so the count sees every run admitted before the lock was granted: ADR 040's
// guarantee), refuses over the limit, else inserts the run and runs pg-boss's own insert, which the caller passes as
// its SQL text and single JSON argument (pg-boss's send, captured), with the project's place as the job's priority.
// What counts as unfinished is defined here once, for this function and for the web's pre-check.
export const name = "0014-enqueue-function";

export const up = `
-- PL/pgSQL: its body is checked when called, not here (pg-boss's schema is installed after our migrations)
CREATE FUNCTION askdata_unfinished_runs(run_queue text, run_user uuid, run_project uuid)
RETURNS TABLE ("user" integer, project integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
  SELECT count(*) FILTER (WHERE r.user_id = run_user)::int, count(*) FILTER (WHERE r.project_id = run_project)::int
    FROM job_runs r JOIN pgboss.job j ON j.name = r.queue AND j.id = r.id
   WHERE r.queue = run_queue AND r.status IN ('pending', 'running')
     AND (r.user_id = run_user OR r.project_id = run_project) AND j.state < 'completed';
END
$fn$;

CREATE FUNCTION askdata_enqueue_job(
  run jsonb, send_sql text, send_jobs jsonb, lock_key text DEFAULT NULL, max_unfinished integer DEFAULT NULL
) RETURNS TABLE (admitted boolean, unfinished integer) LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  user_count integer := 0;
  project_count integer := 0;
  sent uuid;
BEGIN
  IF lock_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(lock_key, 0));
    SELECT "user", project INTO user_count, project_count
      FROM askdata_unfinished_runs(run->>'queue', (run->>'user_id')::uuid, (run->>'project_id')::uuid);
    IF user_count >= max_unfinished THEN
      RETURN QUERY SELECT false, user_count;
      RETURN;
    END IF;
    send_jobs := jsonb_set(send_jobs, '{0,priority}', to_jsonb(-project_count));
  END IF;
  INSERT INTO job_runs (id, queue, project_id, user_id, connection_id, cache_key)
  VALUES ((run->>'id')::uuid, run->>'queue', (run->>'project_id')::uuid, (run->>'user_id')::uuid,
          (run->>'connection_id')::uuid, run->>'cache_key');
  EXECUTE send_sql INTO sent USING send_jobs::text;
  IF sent IS NULL THEN
    RAISE EXCEPTION 'pg-boss did not queue job %', run->>'id';
  END IF;
  RETURN QUERY SELECT true, user_count;
END
$fn$;
`;

export const down = `
DROP FUNCTION IF EXISTS askdata_enqueue_job(jsonb, text, jsonb, text, integer);
DROP FUNCTION IF EXISTS askdata_unfinished_runs(text, uuid, uuid);
`;
