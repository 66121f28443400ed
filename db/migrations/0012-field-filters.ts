// Issue 37 item 1 (ADR 056): a dashboard's field filters (dimensions chosen from the model, values picked by whoever
// reads it), and whether a public share lets its visitors use them (off unless the sharer ticks it).
export const name = "0012-field-filters";

export const up = `
ALTER TABLE dashboards ADD COLUMN field_filters jsonb NOT NULL DEFAULT '[]';
ALTER TABLE dashboard_shares ADD COLUMN allow_filters boolean NOT NULL DEFAULT false;
`;

export const down = `
ALTER TABLE dashboard_shares DROP COLUMN IF EXISTS allow_filters;
ALTER TABLE dashboards DROP COLUMN IF EXISTS field_filters;
`;
