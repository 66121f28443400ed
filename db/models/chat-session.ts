// A chat: the questions asked in a project about some of its connections.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { id } from "./columns";

export class ChatSession extends Model<InferAttributes<ChatSession>, InferCreationAttributes<ChatSession>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare title: string | null;
  declare is_pinned: CreationOptional<boolean>;
  declare connection_ids: CreationOptional<string[]>;
  declare created_by: string | null;
  declare last_message_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function initChatSession(sequelize: Sequelize): void {
  ChatSession.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      title: DataTypes.TEXT,
      is_pinned: { type: DataTypes.BOOLEAN, defaultValue: false },
      connection_ids: { type: DataTypes.JSONB, defaultValue: [] },
      created_by: DataTypes.UUID,
      last_message_at: DataTypes.DATE,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: "chat_sessions" },
  );
}
