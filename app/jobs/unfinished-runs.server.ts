// How many of a user's and a project's jobs still wait or run, counted in the metadata database so every web
// process sees the same number (ADR 040). pg-boss's state decides what is unfinished: a run whose job pg-boss
// gave up on (expired on its last attempt, so nobody recorded an outcome) holds no place. The count is the
// database's askdata_unfinished_runs (migration 0014), which the admission in askdata_enqueue_job uses too.

export interface UnfinishedRuns {
  user: number;
  project: number;
}

/** The count as a subquery: each argument is a placeholder or an SQL expression. */
export function unfinishedRunsSql(queue: string, userId: string, projectId: string): string {
  return `SELECT "user", project FROM askdata_unfinished_runs(${queue}, ${userId}, ${projectId})`;
}
