// A user's role in a project.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { createdOnly } from "./columns";

export type Role = "owner" | "admin" | "editor" | "viewer";

export class ProjectMember extends Model<InferAttributes<ProjectMember>, InferCreationAttributes<ProjectMember>> {
  declare project_id: string;
  declare user_id: string;
  declare role: Role;
  declare created_at: CreationOptional<Date>;
}

export function initProjectMember(sequelize: Sequelize): void {
  ProjectMember.init(
    {
      project_id: { type: DataTypes.UUID, primaryKey: true },
      user_id: { type: DataTypes.UUID, primaryKey: true },
      role: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "project_members", ...createdOnly },
  );
}
