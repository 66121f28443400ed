// A job answers once (issue 15): a retried job finds the chat message it already wrote, and the
// index makes a second one impossible even if two attempts overlap.
export const name = "0005-job-once";

export const up = `
CREATE UNIQUE INDEX chat_messages_session_job ON chat_messages(session_id, job_id) WHERE job_id IS NOT NULL;
CREATE INDEX dashboards_generation_job ON dashboards ((generation->>'jobId')) WHERE generation IS NOT NULL;
`;

export const down = `
DROP INDEX IF EXISTS dashboards_generation_job;
DROP INDEX IF EXISTS chat_messages_session_job;
`;
