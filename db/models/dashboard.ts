// A dashboard and its widgets.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class Dashboard extends Model<InferAttributes<Dashboard>, InferCreationAttributes<Dashboard>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare connection_id: CreationOptional<string | null>;
  declare title: string | null;
  declare description: CreationOptional<string | null>;
  declare widgets_config: CreationOptional<{ layout: "grid"; widgets: Record<string, unknown>[] }>;
  declare is_template: CreationOptional<boolean>;
  declare generation: CreationOptional<Record<string, unknown> | null>;
  /** The dimensions it may be filtered by (ADR 056): `{ id, connectionId, table, column, label }`. */
  declare field_filters: CreationOptional<Record<string, unknown>[]>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initDashboard(sequelize: Sequelize): void {
  Dashboard.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      connection_id: DataTypes.UUID,
      title: DataTypes.TEXT,
      description: DataTypes.TEXT,
      widgets_config: { type: DataTypes.JSONB, defaultValue: { layout: "grid", widgets: [] } },
      is_template: { type: DataTypes.BOOLEAN, defaultValue: false },
      generation: DataTypes.JSONB,
      field_filters: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "dashboards" },
  );
}
