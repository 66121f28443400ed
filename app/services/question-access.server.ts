// The reads that start a question and each status poll, one statement each (issue 38): the caller's user and
// credentials, the connection or job, the project's visibility and the caller's membership — and for a question the
// unfinished-question count (ADR 040) and the answer cached for it (spec §4). The checks on what is read are the
// ones requireUser, requireConnection and requireProjectPermission make, in the same order.
import { QueryTypes } from "sequelize";
import type { JobStatus } from "~db/models";
import { db } from "~db/sequelize.server";
import { QUEUES } from "~/jobs/queues";
import { unfinishedRunsSql, type UnfinishedRuns } from "~/jobs/unfinished-runs.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { ANSWER_CACHE_MS } from "~/lib/limits";
import type { Role } from "~/lib/permissions";
import { assertCallerChecked, callerCondition, userIdOf, type Who } from "./caller.server";
import { assertPermission, roleIn } from "./projects.server";

export interface QuestionAccess {
  connection: { id: string; project_id: string; updated_at: Date };
  unfinished: UnfinishedRuns;
  /** The key the question's answer is cached under, when it was asked for one. */
  cacheKey: string | null;
  /** The newest answer under that key within ANSWER_CACHE_MS. */
  cached: { id: string; result: object } | null;
}

interface AccessRow {
  user_found: boolean;
  is_public: boolean | null;
  member_role: Role | null;
}

function checked<T extends AccessRow>(
  who: Who,
  row: T,
  resourceFound: boolean,
  notFound: string,
  action: "create" | "read",
  /** A job hides every refusal behind "not found"; a connection only a project the caller cannot see. */
  hideRefusal: boolean,
): void {
  assertCallerChecked(who, row.user_found);
  if (!resourceFound) throw new AppError("NOT_FOUND", notFound);
  try {
    assertPermission(
      row.is_public === null ? null : roleIn({ memberRole: row.member_role, isPublic: row.is_public }),
      userIdOf(who),
      action,
      "query",
    );
  } catch (error) {
    if (hideRefusal || (error instanceof AppError && error.code === "NOT_FOUND"))
      throw new AppError("NOT_FOUND", notFound);
    throw error;
  }
}

/**
 * Whether the caller may ask on the connection (create on query), with what submitting needs. `normalised` is the
 * question as the cache keys it, or null when the answer is not to come from the cache.
 */
export async function requireQuestionAccess(
  who: Who,
  connectionId: string,
  normalised: string | null,
): Promise<QuestionAccess> {
  const bind: unknown[] = [
    isUuid(connectionId) ? connectionId : null,
    normalised,
    new Date(Date.now() - ANSWER_CACHE_MS),
  ];
  const user = callerCondition(who, bind);
  const queue = `$${bind.push(QUEUES.query)}`;
  // the key is the one cacheKeyFor wrote before (connection, its updated_at in ms, the question), now in SQL
  const [row] = await db().query<
    AccessRow & {
      id: string | null;
      project_id: string;
      updated_at: Date;
      unfinished_user: number;
      unfinished_project: number;
      cache_key: string | null;
      hit_id: string | null;
      hit_result: object | null;
    }
  >(
    `SELECT u.id IS NOT NULL AS user_found, c.id, c.project_id, c.updated_at, p.is_public, m.role AS member_role,
            q."user" AS unfinished_user, q.project AS unfinished_project, k.cache_key, hit.id AS hit_id, hit.result AS hit_result
       FROM (SELECT 1) one
       LEFT JOIN users u ON ${user}
       LEFT JOIN connections c ON c.id = $1::uuid
       LEFT JOIN projects p ON p.id = c.project_id
       LEFT JOIN project_members m ON m.project_id = c.project_id AND m.user_id = u.id
       LEFT JOIN LATERAL (${unfinishedRunsSql(queue, "u.id", "c.project_id")}) q ON u.id IS NOT NULL AND c.id IS NOT NULL
       LEFT JOIN LATERAL (
         SELECT encode(sha256(convert_to(c.id::text || ':' || floor(extract(epoch FROM c.updated_at) * 1000)::bigint::text || ':' || $2::text, 'UTF8')), 'hex') AS cache_key
       ) k ON $2::text IS NOT NULL AND c.id IS NOT NULL
       LEFT JOIN LATERAL (
         SELECT r.id, r.result FROM job_runs r
          WHERE r.cache_key = k.cache_key AND r.status = 'completed' AND r.project_id = c.project_id AND r.created_at > $3
          ORDER BY r.created_at DESC LIMIT 1
       ) hit ON true`,
    { bind, type: QueryTypes.SELECT },
  );
  checked(who, row, row.id !== null, "Connection not found", "create", false);
  return {
    connection: { id: row.id!, project_id: row.project_id, updated_at: row.updated_at },
    unfinished: { user: row.unfinished_user, project: row.unfinished_project },
    cacheKey: row.cache_key,
    cached: row.hit_id && row.hit_result ? { id: row.hit_id, result: row.hit_result } : null,
  };
}

export interface JobRunView {
  id: string;
  project_id: string;
  status: JobStatus;
  result: unknown;
  error: unknown;
  progress: number;
  current_step: string | null;
  iteration: number | null;
  created_at: Date;
}

const JOB_COLUMNS =
  "r.id, r.project_id, r.status, r.result, r.error, r.progress, r.current_step, r.iteration, r.created_at";

/** The job if the caller may read its project's queries; "Job not found" for anything else, as before. */
export async function requireJobAccess(who: Who, jobId: string): Promise<JobRunView> {
  const bind: unknown[] = [isUuid(jobId) ? jobId : null];
  const user = callerCondition(who, bind);
  const [row] = await db().query<AccessRow & JobRunView>(
    `SELECT u.id IS NOT NULL AS user_found, ${JOB_COLUMNS}, p.is_public, m.role AS member_role
       FROM (SELECT 1) one
       LEFT JOIN users u ON ${user}
       LEFT JOIN job_runs r ON r.id = $1::uuid
       LEFT JOIN projects p ON p.id = r.project_id
       LEFT JOIN project_members m ON m.project_id = r.project_id AND m.user_id = u.id`,
    { bind, type: QueryTypes.SELECT },
  );
  checked(who, row, Boolean(row.id && row.project_id), "Job not found", "read", true);
  return row;
}

/** The job as it is now, read again after waiting on it. */
export async function readJobRun(jobId: string): Promise<JobRunView | null> {
  const [row] = await db().query<JobRunView>(`SELECT ${JOB_COLUMNS} FROM job_runs r WHERE r.id = $1`, {
    bind: [jobId],
    type: QueryTypes.SELECT,
  });
  return row ?? null;
}
