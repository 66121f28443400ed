// The SQL editor of Edit SQL: CodeMirror with the connection's dialect and completion of its tables and columns.
import { MariaSQL, MSSQL, MySQL, PostgreSQL, SQLite, StandardSQL, sql, type SQLNamespace } from "@codemirror/lang-sql";
import { useMantineColorScheme } from "@mantine/core";
import CodeMirror, { Prec, keymap } from "@uiw/react-codemirror";
import { useMemo } from "react";
import { dialectSpec, type Dialect } from "~/connectors/dialects";

const EDITOR_DIALECTS = { MariaSQL, MSSQL, MySQL, PostgreSQL, SQLite, StandardSQL };

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd-Enter runs the query. */
  onRun: () => void;
  dialect: Dialect;
  /** Table → column names, for completion. */
  schema: Record<string, string[]>;
}

export default function SqlEditor({ value, onChange, onRun, dialect, schema }: SqlEditorProps) {
  const { colorScheme } = useMantineColorScheme();
  const extensions = useMemo(
    () => [
      sql({
        dialect: EDITOR_DIALECTS[dialectSpec(dialect).editor],
        schema: schema as SQLNamespace,
        upperCaseKeywords: true,
      }),
      Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (onRun(), true) }])),
    ],
    [dialect, schema, onRun],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight="180px"
      maxHeight="50vh"
      theme={colorScheme === "dark" ? "dark" : "light"}
      basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: false }}
      aria-label="SQL"
      data-testid="sql-editor"
    />
  );
}
