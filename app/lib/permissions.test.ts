import { describe, expect, it } from "vitest";
import { ACTIONS, RESOURCES, can, canAsk, canAssignRole, type Action, type Role } from "./permissions";

const expected: Record<Role | "none", Record<Action, boolean>> = {
  owner: { read: true, create: true, edit: true, delete: true, manage: true },
  admin: { read: true, create: true, edit: true, delete: true, manage: true },
  editor: { read: true, create: true, edit: true, delete: false, manage: false },
  viewer: { read: true, create: false, edit: false, delete: false, manage: false },
  none: { read: false, create: false, edit: false, delete: false, manage: false },
};

describe("permission matrix", () => {
  for (const [role, actions] of Object.entries(expected)) {
    for (const action of ACTIONS) {
      it(`${role} ${actions[action] ? "may" : "may not"} ${action} any resource`, () => {
        for (const resource of RESOURCES) {
          expect(can(role === "none" ? null : (role as Role), action, resource)).toBe(actions[action]);
        }
      });
    }
  }

  it("never lets anyone hand out the owner role, and keeps editors below admin", () => {
    expect(canAssignRole("owner", "owner")).toBe(false);
    expect(canAssignRole("owner", "admin")).toBe(true);
    expect(canAssignRole("editor", "admin")).toBe(false);
    expect(canAssignRole("editor", "viewer")).toBe(true);
    expect(canAssignRole("viewer", "viewer")).toBe(false);
  });

  it("lets owners, admins and editors ask questions, and nobody else (ADR 052)", () => {
    expect([...["owner", "admin", "editor", "viewer"].map((role) => canAsk(role as Role)), canAsk(null)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
