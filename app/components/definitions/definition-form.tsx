// The form of one definition (add or edit): the fields its kind has, tables and columns chosen from the connection's
// catalog. A plain post: without JavaScript every column is offered, grouped by table; with it, the chosen table's.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { CatalogChoice, DefinitionActionData } from "~/lib/definition-forms";
import type { Definition, DefinitionKind } from "~/lib/definitions";
import { useHydrated } from "../common/use-hydrated";
import { FORMAT_CHOICES, KIND_INFO } from "./kinds";

interface Props {
  kind: DefinitionKind;
  definition?: Definition;
  /** A new definition's values to start from (its name, from the link that opened the form). */
  initial?: Record<string, string>;
  tables: CatalogChoice[];
  base: string;
  /** A failed save of this form: the posted values and the errors per field. */
  actionData: DefinitionActionData | null;
}

const NEEDS_TABLE: DefinitionKind[] = ["metric", "segment", "table", "column", "relationship"];

/** The stored definition as the form's string values. */
function valuesOf(d: Definition): Record<string, string> {
  const record = d as Record<string, unknown>;
  const values: Record<string, string> = {
    name: d.name,
    synonyms: d.synonyms.join(", "),
    description: d.description ?? "",
  };
  for (const key of ["table", "column", "sql", "time_column", "ref_table", "ref_column", "format"])
    if (typeof record[key] === "string") values[key] = record[key] as string;
  if (d.kind === "column" && d.hidden) values.hidden = "on";
  return values;
}

export function DefinitionForm({ kind, definition, initial, tables, base, actionData }: Props) {
  const posted = actionData && (actionData.target ?? "") === (definition?.id ?? "") ? actionData : null;
  const values = posted?.values ?? (definition ? valuesOf(definition) : { ...initial });
  const errors = posted?.fieldErrors ?? {};
  const saving = useNavigation().state === "submitting";
  const info = KIND_INFO[kind];
  const [table, setTable] = useState(values.table ?? "");

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="definition-form-title">
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={definition ? "update" : "create"} />
        <input type="hidden" name="kind" value={kind} />
        {definition && <input type="hidden" name="id" value={definition.id} />}
        <Stack gap="sm" maw={760}>
          <div>
            <Title order={4} id="definition-form-title">
              {definition ? `Edit ${info.one.toLowerCase()} “${definition.name}”` : `New ${info.one.toLowerCase()}`}
            </Title>
            <Text size="sm" c="dimmed">
              {info.hint}
            </Text>
          </div>
          {posted?.formError && (
            <Alert color="red" role="alert">
              {posted.formError}
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput name="name" label="Name" required defaultValue={values.name} error={errors.name} miw={240} />
            <TextInput
              name="synonyms"
              label="Synonyms"
              description="Other words for it, separated by commas"
              defaultValue={values.synonyms}
              error={errors.synonyms}
              miw={240}
            />
          </Group>
          {NEEDS_TABLE.includes(kind) && (
            <Group grow align="flex-start" wrap="wrap">
              <TableSelect
                name="table"
                label={kind === "relationship" ? "From table" : "Table"}
                tables={tables}
                value={table}
                onChange={setTable}
                error={errors.table}
              />
              {(kind === "column" || kind === "relationship") && (
                <ColumnSelect
                  name="column"
                  label={kind === "relationship" ? "From column" : "Column"}
                  tables={tables}
                  table={table}
                  defaultValue={values.column}
                  error={errors.column}
                />
              )}
              {kind === "metric" && (
                <ColumnSelect
                  name="time_column"
                  label="Default time column"
                  optional
                  tables={tables}
                  table={table}
                  defaultValue={values.time_column}
                  error={errors.time_column}
                  onlyDates
                />
              )}
            </Group>
          )}
          {kind === "relationship" && <RefColumns tables={tables} values={values} errors={errors} />}
          {(kind === "metric" || kind === "segment") && (
            <Textarea
              name="sql"
              label={kind === "metric" ? "SQL expression" : "Condition (SQL)"}
              description={
                kind === "metric"
                  ? "An aggregate over the table's rows, e.g. SUM(order_items.quantity * order_items.unit_price). Checked on the database when saved."
                  : "A condition on the table's rows, e.g. orders.status = 'cancelled'. Checked on the database when saved."
              }
              required
              autosize
              minRows={2}
              defaultValue={values.sql}
              error={errors.sql}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            />
          )}
          {(kind === "column" || kind === "metric") && (
            <NativeSelect
              name="format"
              label="Format"
              description="How its values read in tables, charts and exports"
              data={FORMAT_CHOICES}
              defaultValue={values.format ?? ""}
              error={errors.format}
              maw={360}
            />
          )}
          {kind === "column" && (
            <Checkbox
              name="hidden"
              label="Hidden: answers do not use this column"
              defaultChecked={values.hidden === "on"}
            />
          )}
          <Textarea
            name="description"
            label="Description"
            required={kind === "term"}
            autosize
            minRows={2}
            defaultValue={values.description}
            error={errors.description}
          />
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {definition ? "Save changes" : `Add ${info.one.toLowerCase()}`}
            </Button>
            <Button component={Link} to={base} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function RefColumns({
  tables,
  values,
  errors,
}: {
  tables: CatalogChoice[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const [refTable, setRefTable] = useState(values.ref_table ?? "");
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TableSelect
        name="ref_table"
        label="To table"
        tables={tables}
        value={refTable}
        onChange={setRefTable}
        error={errors.ref_table}
      />
      <ColumnSelect
        name="ref_column"
        label="To column"
        tables={tables}
        table={refTable}
        defaultValue={values.ref_column}
        error={errors.ref_column}
      />
    </Group>
  );
}

function TableSelect(props: {
  name: string;
  label: string;
  tables: CatalogChoice[];
  value: string;
  onChange: (table: string) => void;
  error?: string;
}) {
  return (
    <NativeSelect
      name={props.name}
      label={props.label}
      required
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      miw={200}
    >
      <option value="">Choose a table</option>
      {props.tables.map((t) => (
        <option key={t.name} value={t.name}>
          {t.name}
        </option>
      ))}
    </NativeSelect>
  );
}

const DATE_KINDS = new Set(["date", "timestamp"]);

/** The chosen table's columns once the page runs; before that (or without JavaScript) all of them, by table. */
function ColumnSelect(props: {
  name: string;
  label: string;
  tables: CatalogChoice[];
  table: string;
  defaultValue?: string;
  error?: string;
  optional?: boolean;
  onlyDates?: boolean;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(props.defaultValue ?? "");
  const columns = (t: CatalogChoice) => t.columns.filter((c) => !props.onlyDates || DATE_KINDS.has(c.kind));
  const chosen = props.tables.find((t) => t.name === props.table);
  const options = (t: CatalogChoice) =>
    columns(t).map((c) => (
      <option key={`${t.name}.${c.name}`} value={c.name}>
        {c.name}
      </option>
    ));
  return (
    <NativeSelect
      name={props.name}
      label={props.label}
      required={!props.optional}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      error={props.error}
      miw={200}
    >
      <option value="">{props.optional ? "None" : "Choose a column"}</option>
      {hydrated
        ? chosen && options(chosen)
        : props.tables.map((t) => (
            <optgroup key={t.name} label={t.name}>
              {options(t)}
            </optgroup>
          ))}
    </NativeSelect>
  );
}
