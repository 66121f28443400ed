// One period's delivery of a schedule: the guard against sending twice (unique per schedule and period) and the
// record of how it went, shown in the dashboard's "Subscriptions and alerts" (ADR 058).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export type DeliveryStatus = "queued" | "sending" | "sent" | "checked" | "failed" | "interrupted";

export class ScheduleDelivery extends Model<
  InferAttributes<ScheduleDelivery>,
  InferCreationAttributes<ScheduleDelivery>
> {
  declare id: CreationOptional<string>;
  declare schedule_id: string;
  declare period_start: Date;
  declare status: CreationOptional<DeliveryStatus>;
  declare attempts: CreationOptional<number>;
  declare retrying: CreationOptional<boolean>;
  declare error: CreationOptional<string | null>;
  declare evaluation: CreationOptional<Record<string, unknown> | null>;
  declare sent_to: CreationOptional<number | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initScheduleDelivery(sequelize: Sequelize): void {
  ScheduleDelivery.init(
    {
      id,
      schedule_id: { type: DataTypes.UUID, allowNull: false },
      period_start: { type: DataTypes.DATE, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: "queued" },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      retrying: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      error: DataTypes.TEXT,
      evaluation: DataTypes.JSONB,
      sent_to: DataTypes.INTEGER,
      sent_at: DataTypes.DATE,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "schedule_deliveries" },
  );
}
