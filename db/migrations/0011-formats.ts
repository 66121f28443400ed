// Issue 36 (ADR 048): money is written in the project's currency unless a column says otherwise, and a person may
// choose how a column or metric reads (a definition's `format`: "currency:EUR", "percentage", "date:month").
export const name = "0011-formats";

export const up = `
ALTER TABLE projects ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$');
ALTER TABLE definitions ADD COLUMN format text;
`;

export const down = `
ALTER TABLE definitions DROP COLUMN IF EXISTS format;
ALTER TABLE projects DROP COLUMN IF EXISTS currency;
`;
