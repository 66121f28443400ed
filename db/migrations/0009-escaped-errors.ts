// Issue 35: a worker's count of errors that escaped a job and were survived travels with its heartbeat, so
// /api/health/detailed, served by a web process, shows it.
export const name = "0009-escaped-errors";

export const up = `
ALTER TABLE worker_heartbeats ADD COLUMN escaped_errors integer NOT NULL DEFAULT 0;
`;

export const down = `
ALTER TABLE worker_heartbeats DROP COLUMN IF EXISTS escaped_errors;
`;
