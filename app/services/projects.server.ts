// Projects, their members and the permission check every project-scoped operation goes through.
import { randomBytes } from "node:crypto";
import { QueryTypes, literal, type Transaction } from "sequelize";
import { Project, ProjectMember } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { can, type Action, type Resource, type Role } from "~/lib/permissions";
import { recordActivity } from "./activity.server";

export interface ProjectAccess {
  project: Project;
  role: Role;
  /** False for a visitor of a public project who is not a member. */
  isMember: boolean;
}

export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${base || "project"}-${randomBytes(3).toString("hex")}`;
}

/** The caller's role in a project: membership, else viewer for a public project, else none. */
export async function getProjectAccess(userId: string | null, projectId: string): Promise<ProjectAccess | null> {
  if (!isUuid(projectId)) return null;
  const sequelize = db();
  // One round trip: every project-scoped request, status polls included, starts here.
  const memberRole = userId
    ? literal(
        `(SELECT role FROM project_members WHERE project_id = "Project"."id" AND user_id = ${sequelize.escape(userId)})`,
      )
    : literal("NULL::text");
  const project = await Project.findByPk(projectId, { attributes: { include: [[memberRole, "member_role"]] } });
  if (!project) return null;
  const role = project.get("member_role") as Role | null;
  delete (project.dataValues as Record<string, unknown>).member_role; // not part of the project as serialised
  const access = roleIn({ memberRole: role, isPublic: project.is_public });
  return access && { project, ...access };
}

/** The caller's role from their membership, else viewer of a public project, else none. */
export function roleIn(project: { memberRole: Role | null; isPublic: boolean }): Omit<ProjectAccess, "project"> | null {
  if (project.memberRole) return { role: project.memberRole, isMember: true };
  return project.isPublic ? { role: "viewer", isMember: false } : null;
}

/** requireProjectPermission's decision on an access already read (null: the project is not visible to the caller). */
export function assertPermission(
  access: Omit<ProjectAccess, "project"> | null,
  userId: string | null,
  action: Action,
  resource: Resource,
  options: { membersOnly?: boolean } = {},
): asserts access is Omit<ProjectAccess, "project"> {
  if (!access) throw new AppError("NOT_FOUND", "Project not found");
  // Members, their e-mails, the activity log and the export are for members, even of a public project.
  if (!access.isMember && (resource === "member" || options.membersOnly)) {
    if (!userId) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
    throw new AppError("AUTHORIZATION_ERROR", "Only members of this project may see this");
  }
  if (!can(access.role, action, resource)) {
    if (!userId) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
    throw new AppError("AUTHORIZATION_ERROR", `Your role (${access.role}) may not ${action} this ${resource}`);
  }
}

/**
 * The one server-side check (spec §6): non-members get 404 so existence does not leak;
 * members without the permission get 403.
 */
export async function requireProjectPermission(
  userId: string | null,
  projectId: string,
  action: Action,
  resource: Resource,
  options: { membersOnly?: boolean } = {},
): Promise<ProjectAccess> {
  const access = await getProjectAccess(userId, projectId);
  assertPermission(access, userId, action, resource, options);
  return access;
}

export function projectJson(project: Project, role: Role, usage?: { connections: number; dashboards: number }) {
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    description: project.description,
    is_public: project.is_public,
    is_personal: project.is_personal,
    currency: project.currency ?? "USD",
    created_at: project.created_at,
    updated_at: project.updated_at,
    userRole: role,
    ...(usage ? { usage } : {}),
  };
}

export async function createProject(
  ownerId: string,
  input: { name: string; description?: string | null; is_public?: boolean; is_personal?: boolean; currency?: string },
  transaction?: Transaction,
) {
  db();
  const project = await Project.create(
    {
      name: input.name,
      slug: slugify(input.name),
      description: input.description ?? null,
      is_public: input.is_personal ? false : Boolean(input.is_public),
      is_personal: Boolean(input.is_personal),
      owner_id: ownerId,
      ...(input.currency ? { currency: input.currency } : {}),
    },
    { transaction },
  );
  await ProjectMember.create({ project_id: project.id, user_id: ownerId, role: "owner" }, { transaction });
  if (!transaction)
    await recordActivity({
      projectId: project.id,
      userId: ownerId,
      action: "create",
      resourceType: "project",
      resourceId: project.id,
      details: { name: project.name },
    });
  return projectJson(project, "owner", { connections: 0, dashboards: 0 });
}

export async function listProjects(userId: string) {
  const rows = await db().query<{ id: string; role: Role }>(
    `SELECT p.id, m.role FROM projects p JOIN project_members m ON m.project_id = p.id AND m.user_id = $1
      ORDER BY p.is_personal DESC, p.created_at ASC`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  const projects = await Project.findAll({ where: { id: rows.map((row) => row.id) } });
  const usage = await getUsageByProject(rows.map((row) => row.id));
  const byId = new Map(projects.map((project) => [project.id, project]));
  return rows.map((row) => projectJson(byId.get(row.id)!, row.role, usage.get(row.id)));
}

async function getUsageByProject(projectIds: string[]) {
  const usage = new Map(projectIds.map((id) => [id, { connections: 0, dashboards: 0 }]));
  if (!projectIds.length) return usage;
  const rows = await db().query<{ project_id: string; connections: number; dashboards: number }>(
    `SELECT p.id AS project_id,
            (SELECT count(*)::int FROM connections c WHERE c.project_id = p.id) AS connections,
            (SELECT count(*)::int FROM dashboards d WHERE d.project_id = p.id) AS dashboards
       FROM projects p WHERE p.id = ANY($1)`,
    { bind: [projectIds], type: QueryTypes.SELECT },
  );
  for (const row of rows) usage.set(row.project_id, { connections: row.connections, dashboards: row.dashboards });
  return usage;
}

export async function getUsage(projectId: string) {
  return (await getUsageByProject([projectId])).get(projectId)!;
}

export async function getPersonalProject(userId: string) {
  db();
  const project = await Project.findOne({ where: { owner_id: userId, is_personal: true } });
  if (!project) throw new AppError("NOT_FOUND", "No project available. Please create a project first.");
  return projectJson(project, "owner", await getUsage(project.id));
}

export async function getProject(access: ProjectAccess) {
  return projectJson(access.project, access.role, await getUsage(access.project.id));
}

export async function updateProject(
  access: ProjectAccess,
  userId: string,
  input: { name?: string; description?: string | null; is_public?: boolean; currency?: string },
) {
  const { project } = access;
  // Publishing opens connections, chats and answers to anyone (ADR 013): owners and admins only.
  // Sending the current value is not a change, so a form that posts every field still works for editors.
  if (
    input.is_public !== undefined &&
    input.is_public !== project.is_public &&
    !can(access.role, "manage", "project")
  ) {
    throw new AppError(
      "AUTHORIZATION_ERROR",
      `Your role (${access.role}) may not make this project ${input.is_public ? "public" : "private"}`,
    );
  }
  if (input.name !== undefined) project.name = input.name;
  if (input.description !== undefined) project.description = input.description;
  if (input.is_public !== undefined && !project.is_personal) project.is_public = input.is_public;
  if (input.currency !== undefined) project.currency = input.currency;
  await project.save();
  await recordActivity({
    projectId: project.id,
    userId,
    action: "update",
    resourceType: "project",
    resourceId: project.id,
    details: input,
  });
  return getProject(access);
}

/** The currency a project's money is written in (ADR 048). */
export async function getProjectCurrency(projectId: string): Promise<string> {
  db();
  const project = await Project.findByPk(projectId, { attributes: ["currency"] });
  return project?.currency ?? "USD";
}

export async function deleteProject(access: ProjectAccess): Promise<void> {
  if (access.project.is_personal) throw new AppError("INVALID_REQUEST", "Your personal project cannot be deleted");
  await access.project.destroy();
}
