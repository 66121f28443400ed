// A dashboard's e-mail subscription, or an alert on one of its KPI widgets (ADR 058).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class DashboardSchedule extends Model<
  InferAttributes<DashboardSchedule>,
  InferCreationAttributes<DashboardSchedule>
> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare dashboard_id: string;
  declare kind: "subscription" | "alert";
  declare frequency: "hourly" | "daily" | "weekly" | "monthly";
  declare hour: number;
  declare day_of_week: number | null;
  declare day_of_month: number | null;
  declare time_zone: string;
  declare recipients: string[];
  declare widget_id: string | null;
  declare condition: Record<string, unknown> | null;
  declare alert_state: CreationOptional<Record<string, unknown> | null>;
  declare active: CreationOptional<boolean>;
  declare next_run_at: Date;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initDashboardSchedule(sequelize: Sequelize): void {
  DashboardSchedule.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      dashboard_id: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      frequency: { type: DataTypes.TEXT, allowNull: false },
      hour: { type: DataTypes.INTEGER, allowNull: false },
      day_of_week: DataTypes.INTEGER,
      day_of_month: DataTypes.INTEGER,
      time_zone: { type: DataTypes.TEXT, allowNull: false },
      recipients: { type: DataTypes.ARRAY(DataTypes.UUID), allowNull: false },
      widget_id: DataTypes.TEXT,
      condition: DataTypes.JSONB,
      alert_state: DataTypes.JSONB,
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      next_run_at: { type: DataTypes.DATE, allowNull: false },
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "dashboard_schedules" },
  );
}
