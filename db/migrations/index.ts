// Migrations are listed here, not discovered from disk, so the bundled worker and migrate entry carry them.
import * as initial from "./0001-initial";
import * as jobCache from "./0002-job-cache";
import * as invitations from "./0003-invitations";
import * as limits from "./0004-limits";
import * as jobOnce from "./0005-job-once";
import * as verifiedAnswers from "./0006-verified-answers";
import * as definitions from "./0007-definitions";
import * as unfinishedJobs from "./0008-unfinished-jobs";
import * as escapedErrors from "./0009-escaped-errors";
import * as shareEmbedding from "./0010-share-embedding";
import * as formats from "./0011-formats";
import * as fieldFilters from "./0012-field-filters";
import * as dashboardSchedules from "./0013-dashboard-schedules";
import * as enqueueFunction from "./0014-enqueue-function";

export interface SqlMigration {
  name: string;
  up: string;
  down: string;
}

export const MIGRATIONS: SqlMigration[] = [
  initial,
  jobCache,
  invitations,
  limits,
  jobOnce,
  verifiedAnswers,
  definitions,
  unfinishedJobs,
  escapedErrors,
  shareEmbedding,
  formats,
  fieldFilters,
  dashboardSchedules,
  enqueueFunction,
];
