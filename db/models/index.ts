// Sequelize models of the metadata database, one file per table; the schema itself is owned by db/migrations
// (db/models/models.test.ts checks each model's attributes against its migrated table).
import type { Sequelize } from "sequelize";
import { initActivity } from "./activity";
import { initChatMessage } from "./chat-message";
import { initChatSession } from "./chat-session";
import { initConnection } from "./connection";
import { initDashboard } from "./dashboard";
import { initDashboardSchedule } from "./dashboard-schedule";
import { initDashboardShare } from "./dashboard-share";
import { initDefinition } from "./definition";
import { initJobRun } from "./job-run";
import { initProject } from "./project";
import { initProjectInvitation } from "./project-invitation";
import { initProjectMember } from "./project-member";
import { initRefreshToken } from "./refresh-token";
import { initScheduleDelivery } from "./schedule-delivery";
import { initUser } from "./user";
import { initVerifiedAnswer } from "./verified-answer";

export { Activity } from "./activity";
export { ChatMessage } from "./chat-message";
export { ChatSession } from "./chat-session";
export { Connection } from "./connection";
export { Dashboard } from "./dashboard";
export { DashboardSchedule } from "./dashboard-schedule";
export { DashboardShare } from "./dashboard-share";
export { Definition } from "./definition";
export { JobRun, type JobStatus } from "./job-run";
export { Project } from "./project";
export { ProjectInvitation } from "./project-invitation";
export { ProjectMember, type Role } from "./project-member";
export { RefreshToken } from "./refresh-token";
export { ScheduleDelivery, type DeliveryStatus } from "./schedule-delivery";
export { User } from "./user";
export { VerifiedAnswer } from "./verified-answer";

const INITS = [
  initUser,
  initRefreshToken,
  initProject,
  initProjectMember,
  initProjectInvitation,
  initConnection,
  initChatSession,
  initChatMessage,
  initDashboard,
  initDashboardShare,
  initActivity,
  initJobRun,
  initVerifiedAnswer,
  initDefinition,
  initDashboardSchedule,
  initScheduleDelivery,
];

export function initModels(sequelize: Sequelize): void {
  for (const init of INITS) init(sequelize);
}
