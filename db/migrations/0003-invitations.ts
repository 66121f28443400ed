// Invitations become links (ADR 013): a random token (hashed for lookup, encrypted so owners and
// admins can copy the link again), an expiry, and who accepted it.
export const name = "0003-invitations";

export const up = `
ALTER TABLE project_invitations ADD COLUMN token_hash text;
ALTER TABLE project_invitations ADD COLUMN token_encrypted text;
ALTER TABLE project_invitations ADD COLUMN expires_at timestamptz;
ALTER TABLE project_invitations ADD COLUMN accepted_by uuid REFERENCES users(id) ON DELETE SET NULL;
-- Invitations kept before this migration have no link: they still apply when the address is verified.
UPDATE project_invitations SET expires_at = created_at + interval '7 days';
ALTER TABLE project_invitations ALTER COLUMN expires_at SET NOT NULL;
CREATE UNIQUE INDEX project_invitations_token ON project_invitations(token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX project_invitations_email ON project_invitations(email) WHERE accepted_at IS NULL;
`;

export const down = `
DROP INDEX IF EXISTS project_invitations_email;
DROP INDEX IF EXISTS project_invitations_token;
ALTER TABLE project_invitations DROP COLUMN IF EXISTS accepted_by;
ALTER TABLE project_invitations DROP COLUMN IF EXISTS expires_at;
ALTER TABLE project_invitations DROP COLUMN IF EXISTS token_encrypted;
ALTER TABLE project_invitations DROP COLUMN IF EXISTS token_hash;
`;
