// An invitation to join a project by e-mail, with its token kept hashed and encrypted.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id, createdOnly } from "./columns";
import type { Role } from "./project-member";

export class ProjectInvitation extends Model<
  InferAttributes<ProjectInvitation>,
  InferCreationAttributes<ProjectInvitation>
> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare email: string;
  declare role: Exclude<Role, "owner">;
  declare invited_by: string | null;
  declare token_hash: CreationOptional<string | null>;
  declare token_encrypted: CreationOptional<string | null>;
  declare expires_at: Date;
  declare accepted_at: CreationOptional<Date | null>;
  declare accepted_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export function initProjectInvitation(sequelize: Sequelize): void {
  ProjectInvitation.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      role: { type: DataTypes.TEXT, allowNull: false },
      invited_by: DataTypes.UUID,
      token_hash: DataTypes.TEXT,
      token_encrypted: DataTypes.TEXT,
      expires_at: { type: DataTypes.DATE, allowNull: false },
      accepted_at: DataTypes.DATE,
      accepted_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "project_invitations", ...createdOnly },
  );
}
