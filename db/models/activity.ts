// The project's activity log.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { createdOnly } from "./columns";

export class Activity extends Model<InferAttributes<Activity>, InferCreationAttributes<Activity>> {
  declare id: CreationOptional<number>;
  declare project_id: string;
  declare user_id: string | null;
  declare action: string;
  declare resource_type: string;
  declare resource_id: string | null;
  declare details: CreationOptional<Record<string, unknown>>;
  declare created_at: CreationOptional<Date>;
}

export function initActivity(sequelize: Sequelize): void {
  Activity.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      project_id: { type: DataTypes.UUID, allowNull: false },
      user_id: DataTypes.UUID,
      action: { type: DataTypes.TEXT, allowNull: false },
      resource_type: { type: DataTypes.TEXT, allowNull: false },
      resource_id: DataTypes.TEXT,
      details: { type: DataTypes.JSONB, defaultValue: {} },
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "activity", ...createdOnly },
  );
}
