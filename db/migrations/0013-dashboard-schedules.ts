// Issue 37 item 3 (ADR 058): dashboard subscriptions and KPI alerts, one table like Metabase's pulses (an alert is a
// schedule with a condition on one KPI widget), and one row per schedule and period that guards every delivery: the
// unique (schedule, period) is what keeps two workers, or a retry after a crash, from sending twice.
export const name = "0013-dashboard-schedules";

export const up = `
CREATE TABLE dashboard_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  dashboard_id uuid NOT NULL REFERENCES dashboards(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('subscription', 'alert')),
  frequency text NOT NULL CHECK (frequency IN ('hourly', 'daily', 'weekly', 'monthly')),
  hour integer NOT NULL DEFAULT 9 CHECK (hour BETWEEN 0 AND 23),
  day_of_week integer CHECK (day_of_week BETWEEN 0 AND 6),
  day_of_month integer CHECK (day_of_month BETWEEN 1 AND 28),
  time_zone text NOT NULL DEFAULT 'UTC',
  recipients uuid[] NOT NULL,
  widget_id text,
  condition jsonb,
  alert_state jsonb,
  active boolean NOT NULL DEFAULT true,
  next_run_at timestamptz NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'subscription' OR (widget_id IS NOT NULL AND condition IS NOT NULL))
);
CREATE INDEX dashboard_schedules_dashboard ON dashboard_schedules (dashboard_id);
CREATE INDEX dashboard_schedules_due ON dashboard_schedules (next_run_at) WHERE active;

CREATE TABLE schedule_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  schedule_id uuid NOT NULL REFERENCES dashboard_schedules(id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'checked', 'failed', 'interrupted')),
  attempts integer NOT NULL DEFAULT 0,
  retrying boolean NOT NULL DEFAULT false,
  error text,
  evaluation jsonb,
  sent_to integer,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (schedule_id, period_start)
);
`;

export const down = `
DROP TABLE IF EXISTS schedule_deliveries;
DROP TABLE IF EXISTS dashboard_schedules;
`;
