// How many of a user's and a project's jobs still wait or run, counted in the metadata database so every web
// process sees the same number (ADR 040). pg-boss's state decides what is unfinished: a run whose job pg-boss
// gave up on (expired on its last attempt, so nobody recorded an outcome) holds no place.
import { QueryTypes, type Transaction } from "sequelize";
import { db } from "~db/sequelize.server";
import { BOSS_SCHEMA } from "./boss.server";
import type { QueueName } from "./queues";

export interface UnfinishedRuns {
  user: number;
  project: number;
}

export async function countUnfinishedRuns(
  queue: QueueName,
  owner: { userId: string; projectId: string },
  transaction?: Transaction,
): Promise<UnfinishedRuns> {
  const [counts] = await db().query<UnfinishedRuns>(unfinishedRunsSql("$1", "$2", "$3"), {
    bind: [queue, owner.userId, owner.projectId],
    type: QueryTypes.SELECT,
    transaction,
  });
  return counts;
}

/** The count as a query of its own or a subquery: each argument is a placeholder or an SQL expression. */
export function unfinishedRunsSql(queue: string, userId: string, projectId: string): string {
  return `SELECT count(*) FILTER (WHERE r.user_id = ${userId})::int AS "user", count(*) FILTER (WHERE r.project_id = ${projectId})::int AS project
     FROM job_runs r JOIN ${BOSS_SCHEMA}.job j ON j.name = r.queue AND j.id = r.id
     WHERE r.queue = ${queue} AND r.status IN ('pending', 'running') AND (r.user_id = ${userId} OR r.project_id = ${projectId}) AND j.state < 'completed'`;
}

/** Until the transaction ends, other transactions taking the same key wait: their count sees this one's insert. */
export async function lockUntilCommit(key: string, transaction: Transaction): Promise<void> {
  await db().query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", { bind: [key], transaction });
}
