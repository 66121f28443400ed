// Fair queues (ADR 040): each question submission counts the user's and the project's unfinished jobs;
// these partial indexes keep that count to the few rows still waiting or running.
export const name = "0008-unfinished-jobs";

export const up = `
CREATE INDEX job_runs_unfinished_user ON job_runs(user_id, queue) WHERE status IN ('pending', 'running');
CREATE INDEX job_runs_unfinished_project ON job_runs(project_id, queue) WHERE status IN ('pending', 'running');
`;

export const down = `
DROP INDEX IF EXISTS job_runs_unfinished_project;
DROP INDEX IF EXISTS job_runs_unfinished_user;
`;
