// Who did what, when, in a project (create/update/delete of its resources).
import { QueryTypes } from "sequelize";
import { Activity } from "~db/models";
import { db } from "~db/sequelize.server";

export interface ActivityInput {
  projectId: string;
  userId: string | null;
  action: "create" | "update" | "delete";
  resourceType: "project" | "member" | "connection" | "dashboard" | "chat" | "share";
  resourceId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordActivity(input: ActivityInput): Promise<void> {
  db();
  await Activity.create({
    project_id: input.projectId,
    user_id: input.userId,
    action: input.action,
    resource_type: input.resourceType,
    resource_id: input.resourceId ?? null,
    details: input.details ?? {},
  });
}

export async function listActivity(projectId: string, limit: number) {
  return db().query(
    `SELECT a.id, a.action, a.resource_type, a.resource_id, a.details, a.created_at,
            a.user_id, u.name AS user_name, u.email AS user_email
       FROM activity a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.project_id = $1 ORDER BY a.id DESC LIMIT $2`,
    { bind: [projectId, limit], type: QueryTypes.SELECT },
  );
}
