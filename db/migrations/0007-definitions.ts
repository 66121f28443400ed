// Definitions (issue 18): what a team says once about a connection's data — metrics, segments, glossary terms,
// names of tables and columns, relationships no key declares. One row per definition; `kind` says which fields apply.
export const name = "0007-definitions";

export const up = `
CREATE TABLE definitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  connection_id uuid NOT NULL REFERENCES connections(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('metric', 'segment', 'term', 'table', 'column', 'relationship')),
  name text NOT NULL,
  synonyms jsonb NOT NULL DEFAULT '[]',
  description text,
  table_name text,
  column_name text,
  sql text,
  time_column text,
  hidden boolean NOT NULL DEFAULT false,
  ref_table text,
  ref_column text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX definitions_connection ON definitions(connection_id);
-- A metric, segment or term is found by its name; a table, column or relationship by what it names.
CREATE UNIQUE INDEX definitions_name ON definitions(connection_id, kind, lower(name)) WHERE kind IN ('metric', 'segment', 'term');
CREATE UNIQUE INDEX definitions_table ON definitions(connection_id, table_name) WHERE kind = 'table';
CREATE UNIQUE INDEX definitions_column ON definitions(connection_id, table_name, column_name) WHERE kind = 'column';
CREATE UNIQUE INDEX definitions_relationship ON definitions(connection_id, table_name, column_name, ref_table, ref_column) WHERE kind = 'relationship';
`;

export const down = `
DROP TABLE IF EXISTS definitions;
`;
