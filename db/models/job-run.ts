// A background job as the product tracks it (status, progress, result) beside pg-boss's own row.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

export type JobStatus = "pending" | "running" | "completed" | "failed";

export class JobRun extends Model<InferAttributes<JobRun>, InferCreationAttributes<JobRun>> {
  declare id: string;
  declare queue: string;
  declare project_id: string | null;
  declare user_id: string | null;
  declare connection_id: CreationOptional<string | null>;
  declare cache_key: CreationOptional<string | null>;
  declare status: CreationOptional<JobStatus>;
  declare progress: CreationOptional<number>;
  declare current_step: CreationOptional<string | null>;
  declare iteration: CreationOptional<number | null>;
  declare result: CreationOptional<Record<string, unknown> | null>;
  declare error: CreationOptional<Record<string, unknown> | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initJobRun(sequelize: Sequelize): void {
  JobRun.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      queue: { type: DataTypes.TEXT, allowNull: false },
      project_id: DataTypes.UUID,
      user_id: DataTypes.UUID,
      connection_id: DataTypes.UUID,
      cache_key: DataTypes.TEXT,
      status: { type: DataTypes.TEXT, defaultValue: "pending" },
      progress: { type: DataTypes.INTEGER, defaultValue: 0 },
      current_step: DataTypes.TEXT,
      iteration: DataTypes.INTEGER,
      result: DataTypes.JSONB,
      error: DataTypes.JSONB,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "job_runs" },
  );
}
