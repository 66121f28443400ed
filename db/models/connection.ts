// A database connection of a project, its credentials encrypted.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { Dialect } from "~/lib/catalog";
import { id } from "./columns";

export class Connection extends Model<InferAttributes<Connection>, InferCreationAttributes<Connection>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare name: string;
  declare type: Dialect | "csv";
  declare credentials_encrypted: string;
  declare sample_id: CreationOptional<string | null>;
  declare is_active: CreationOptional<boolean>;
  declare last_test_status: CreationOptional<"success" | "failed" | null>;
  declare last_tested_at: CreationOptional<Date | null>;
  declare metadata: CreationOptional<Record<string, unknown>>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initConnection(sequelize: Sequelize): void {
  Connection.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      type: { type: DataTypes.TEXT, allowNull: false },
      credentials_encrypted: { type: DataTypes.TEXT, allowNull: false },
      sample_id: DataTypes.TEXT,
      is_active: { type: DataTypes.BOOLEAN, defaultValue: true },
      last_test_status: DataTypes.TEXT,
      last_tested_at: DataTypes.DATE,
      metadata: { type: DataTypes.JSONB, defaultValue: {} },
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "connections" },
  );
}
