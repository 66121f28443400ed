// Verified answers (issue 18): a question and the SQL a person marked as its correct answer, per connection.
export const name = "0006-verified-answers";

export const up = `
CREATE TABLE verified_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  connection_id uuid NOT NULL REFERENCES connections(id) ON DELETE CASCADE,
  question text NOT NULL,
  normalized_question text NOT NULL,
  sql text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX verified_answers_question ON verified_answers(connection_id, normalized_question);
`;

export const down = `
DROP TABLE IF EXISTS verified_answers;
`;
