// Sequelize models of the metadata database; the schema itself is owned by db/migrations.
import { DataTypes, Model, type Sequelize, type CreationOptional, type InferAttributes, type InferCreationAttributes } from "sequelize";

import { initDefinition } from "./definition";
import { initVerifiedAnswer } from "./verified-answer";

export type Role = "owner" | "admin" | "editor" | "viewer";

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare name: string;
  declare password_hash: string | null;
  declare google_sub: CreationOptional<string | null>;
  declare email_verified: CreationOptional<boolean>;
  declare verification_token_hash: CreationOptional<string | null>;
  declare verification_sent_at: CreationOptional<Date | null>;
  declare subscription_tier: CreationOptional<string>;
  declare niche: CreationOptional<string | null>;
  declare onboarded_at: CreationOptional<Date | null>;
  declare token_version: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class RefreshToken extends Model<InferAttributes<RefreshToken>, InferCreationAttributes<RefreshToken>> {
  declare id: CreationOptional<string>;
  declare user_id: string;
  declare family_id: string;
  declare token_hash: string;
  declare expires_at: Date;
  declare revoked_at: CreationOptional<Date | null>;
  declare replaced_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare slug: string;
  declare description: CreationOptional<string | null>;
  declare is_public: CreationOptional<boolean>;
  declare is_personal: CreationOptional<boolean>;
  declare owner_id: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class ProjectMember extends Model<InferAttributes<ProjectMember>, InferCreationAttributes<ProjectMember>> {
  declare project_id: string;
  declare user_id: string;
  declare role: Role;
  declare created_at: CreationOptional<Date>;
}

export class ProjectInvitation extends Model<InferAttributes<ProjectInvitation>, InferCreationAttributes<ProjectInvitation>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare email: string;
  declare role: Exclude<Role, "owner">;
  declare invited_by: string | null;
  declare token_hash: CreationOptional<string | null>;
  declare token_encrypted: CreationOptional<string | null>;
  declare expires_at: Date;
  declare accepted_at: CreationOptional<Date | null>;
  declare accepted_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export class Connection extends Model<InferAttributes<Connection>, InferCreationAttributes<Connection>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare name: string;
  declare type: "postgresql" | "mysql" | "csv";
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

export class Dashboard extends Model<InferAttributes<Dashboard>, InferCreationAttributes<Dashboard>> {
  declare id: CreationOptional<string>;
  declare project_id: string;
  declare connection_id: CreationOptional<string | null>;
  declare title: string | null;
  declare description: CreationOptional<string | null>;
  declare widgets_config: CreationOptional<{ layout: "grid"; widgets: Record<string, unknown>[] }>;
  declare is_template: CreationOptional<boolean>;
  declare generation: CreationOptional<Record<string, unknown> | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class DashboardShare extends Model<InferAttributes<DashboardShare>, InferCreationAttributes<DashboardShare>> {
  declare id: CreationOptional<string>;
  declare dashboard_id: string;
  declare token: string;
  declare password_hash: string | null;
  declare expires_at: Date | null;
  declare revoked_at: CreationOptional<Date | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
}

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

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };
const createdOnly = { timestamps: true, updatedAt: false } as const;

export { Definition } from "./definition";
export { VerifiedAnswer } from "./verified-answer";

export function initModels(sequelize: Sequelize): void {
  initVerifiedAnswer(sequelize);
  initDefinition(sequelize);
  const t = (tableName: string, extra: object = {}) => ({ sequelize, tableName, ...extra });
  User.init(
    {
      id,
      email: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      password_hash: DataTypes.TEXT,
      google_sub: DataTypes.TEXT,
      email_verified: { type: DataTypes.BOOLEAN, defaultValue: false },
      verification_token_hash: DataTypes.TEXT,
      verification_sent_at: DataTypes.DATE,
      subscription_tier: { type: DataTypes.TEXT, defaultValue: "free" },
      niche: DataTypes.TEXT,
      onboarded_at: DataTypes.DATE,
      token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    t("users"),
  );
  RefreshToken.init(
    {
      id,
      user_id: { type: DataTypes.UUID, allowNull: false },
      family_id: { type: DataTypes.UUID, allowNull: false },
      token_hash: { type: DataTypes.TEXT, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      revoked_at: DataTypes.DATE,
      replaced_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    t("refresh_tokens", createdOnly),
  );
  Project.init(
    {
      id,
      name: { type: DataTypes.TEXT, allowNull: false },
      slug: { type: DataTypes.TEXT, allowNull: false },
      description: DataTypes.TEXT,
      is_public: { type: DataTypes.BOOLEAN, defaultValue: false },
      is_personal: { type: DataTypes.BOOLEAN, defaultValue: false },
      owner_id: { type: DataTypes.UUID, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    t("projects"),
  );
  ProjectMember.init(
    {
      project_id: { type: DataTypes.UUID, primaryKey: true },
      user_id: { type: DataTypes.UUID, primaryKey: true },
      role: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
    },
    t("project_members", createdOnly),
  );
  ProjectInvitation.init(
    {
      id,
      project_id: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      role: { type: DataTypes.TEXT, allowNull: false },
      invited_by: DataTypes.UUID,
      token_hash: DataTypes.TEXT,
      token_encrypted: DataTypes.TEXT,
      expires_at: { type: DataTypes.DATE, allowNull: false },
      accepted_at: DataTypes.DATE,
      accepted_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    t("project_invitations", createdOnly),
  );
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
    t("connections"),
  );
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
    t("chat_sessions"),
  );
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
    t("chat_messages", createdOnly),
  );
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
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    t("dashboards"),
  );
  DashboardShare.init(
    {
      id,
      dashboard_id: { type: DataTypes.UUID, allowNull: false },
      token: { type: DataTypes.TEXT, allowNull: false },
      password_hash: DataTypes.TEXT,
      expires_at: DataTypes.DATE,
      revoked_at: DataTypes.DATE,
      created_by: DataTypes.UUID,
      created_at: DataTypes.DATE,
    },
    t("dashboard_shares", createdOnly),
  );
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
    t("activity", createdOnly),
  );
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
    t("job_runs"),
  );
}
