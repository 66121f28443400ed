// A project: the unit every connection, chat and dashboard belongs to.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare slug: string;
  declare description: CreationOptional<string | null>;
  declare is_public: CreationOptional<boolean>;
  declare is_personal: CreationOptional<boolean>;
  declare owner_id: string;
  /** ISO 4217 code money is written in unless a column says otherwise (ADR 048). */
  declare currency: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initProject(sequelize: Sequelize): void {
  Project.init(
    {
      id,
      name: { type: DataTypes.TEXT, allowNull: false },
      slug: { type: DataTypes.TEXT, allowNull: false },
      description: DataTypes.TEXT,
      is_public: { type: DataTypes.BOOLEAN, defaultValue: false },
      is_personal: { type: DataTypes.BOOLEAN, defaultValue: false },
      owner_id: { type: DataTypes.UUID, allowNull: false },
      currency: { type: DataTypes.TEXT, allowNull: false, defaultValue: "USD" },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "projects" },
  );
}
