// Issue 35: a share's page may be framed by other sites only when the share says so; every other page is framed by
// our own origin alone (Content-Security-Policy frame-ancestors).
export const name = "0010-share-embedding";

export const up = `
ALTER TABLE dashboard_shares ADD COLUMN allow_embedding boolean NOT NULL DEFAULT false;
`;

export const down = `
ALTER TABLE dashboard_shares DROP COLUMN IF EXISTS allow_embedding;
`;
