// One question of a chat and the answer it got.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id, createdOnly } from "./columns";

export class ChatMessage extends Model<InferAttributes<ChatMessage>, InferCreationAttributes<ChatMessage>> {
  declare id: CreationOptional<string>;
  declare session_id: string;
  declare project_id: string;
  declare connection_id: string | null;
  declare user_id: string | null;
  declare natural_language: string;
  declare generated_sql: CreationOptional<string | null>;
  declare execution_status: CreationOptional<"success" | "failed" | null>;
  declare chart_type: CreationOptional<string | null>;
  declare error_message: CreationOptional<string | null>;
  declare follow_up_questions: CreationOptional<string[]>;
  declare answer: CreationOptional<Record<string, unknown> | null>;
  declare job_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export function initChatMessage(sequelize: Sequelize): void {
  ChatMessage.init(
    {
      id,
      session_id: { type: DataTypes.UUID, allowNull: false },
      project_id: { type: DataTypes.UUID, allowNull: false },
      connection_id: DataTypes.UUID,
      user_id: DataTypes.UUID,
      natural_language: { type: DataTypes.TEXT, allowNull: false },
      generated_sql: DataTypes.TEXT,
      execution_status: DataTypes.TEXT,
      chart_type: DataTypes.TEXT,
      error_message: DataTypes.TEXT,
      follow_up_questions: { type: DataTypes.JSONB, defaultValue: [] },
      answer: DataTypes.JSONB,
      job_id: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: "chat_messages", ...createdOnly },
  );
}
