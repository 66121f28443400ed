// A public link to a dashboard, optionally password-protected and expiring.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id, createdOnly } from "./columns";

export class DashboardShare extends Model<InferAttributes<DashboardShare>, InferCreationAttributes<DashboardShare>> {
  declare id: CreationOptional<string>;
  declare dashboard_id: string;
  declare token: string;
  declare password_hash: string | null;
  declare expires_at: Date | null;
  declare allow_embedding: CreationOptional<boolean>;
  /** Visitors may use the dashboard's field filters (ADR 056). */
  declare allow_filters: CreationOptional<boolean>;
  declare revoked_at: CreationOptional<Date | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
}

export function initDashboardShare(sequelize: Sequelize): void {
  DashboardShare.init(
    {
      id,
      dashboard_id: { type: DataTypes.UUID, allowNull: false },
      token: { type: DataTypes.TEXT, allowNull: false },
      password_hash: DataTypes.TEXT,
      expires_at: DataTypes.DATE,
      allow_embedding: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      allow_filters: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      revoked_at: DataTypes.DATE,
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "dashboard_shares", ...createdOnly },
  );
}
