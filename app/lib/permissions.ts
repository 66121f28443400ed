// The permission matrix of spec §6, extended with the read-only roles (viewer, public visitor).
// One function answers every "may this role do that" question, on the server and in the UI.
export const ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

// "manage" is what reshapes who can see a project: its visibility, members' roles and removal,
// pending invitations and their links (ADR 013). Owners and admins only.
export const ACTIONS = ["read", "create", "edit", "delete", "manage"] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = ["project", "member", "connection", "chat", "dashboard", "query", "share"] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * Owner and admin may do everything; editor everything except delete and manage; viewer reads.
 * A non-member (role null) may do nothing: callers answer 404 so existence does not leak.
 */
export function can(role: Role | null | undefined, action: Action, _resource: Resource): boolean {
  switch (role) {
    case "owner":
    case "admin":
      return true;
    case "editor":
      return action !== "delete" && action !== "manage";
    case "viewer":
      return action === "read";
    default:
      return false;
  }
}

/**
 * Whether a role may hand out `target` by invitation (editors may invite editors and viewers, spec §2
 * Invite Users). Changing or removing a member also needs `manage` (owners and admins).
 */
export function canAssignRole(actor: Role | null | undefined, target: Role): boolean {
  if (!can(actor, "create", "member")) return false;
  if (target === "owner") return false;
  if (actor === "editor") return target === "editor" || target === "viewer";
  return true;
}

/**
 * Whether a role may ask questions: a question starts or continues a chat and runs new SQL (ADR 005). Viewers
 * read what editors asked and filter dashboards; they are shown no question box or chip (ADR 052).
 */
export function canAsk(role: Role | null | undefined): boolean {
  return can(role, "create", "chat") && can(role, "create", "query");
}
