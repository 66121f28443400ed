// The Definitions view of one connection (issue 18, ADR 030): the team's definitions grouped by kind, a form to add
// or edit one (addressed by `?add=kind` (with `&name=` to fill the name in) / `?edit=id`, so it opens without
// JavaScript), and the engine's suggestions.
import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Form, Link, useSearchParams, useSubmit } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import type { DefinitionActionData, DefinitionsData } from "~/lib/definition-forms";
import { addDefinitionHref, suggestionKey } from "~/lib/definition-forms";
import type { Definition, DefinitionInput, DefinitionKind } from "~/lib/definitions";
import { classes } from "../common/classes";
import { ConfirmModal } from "../common/confirm-modal";
import { PencilIcon, PlusIcon, TrashIcon } from "../common/icons";
import { DefinitionForm } from "./definition-form";
import { KIND_INFO } from "./kinds";

export function DefinitionsPage({
  data,
  actionData,
}: {
  data: DefinitionsData;
  actionData: DefinitionActionData | null;
}) {
  const [params] = useSearchParams();
  const adding = data.canEdit ? (params.get("add") as DefinitionKind | null) : null;
  const editing = data.canEdit ? data.definitions.find((d) => d.id === params.get("edit")) : undefined;
  // a word an answer could not place ("margin") arrives as the new definition's name
  const name = adding ? (params.get("name") ?? undefined) : undefined;
  const formOpen = Boolean((adding && KIND_INFO[adding]) || editing);
  const base = `/data/${data.connection.id}/definitions`;
  const failedList =
    actionData && (actionData.intent === "delete" || actionData.intent === "accept") ? actionData : null;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2}>Definitions</Title>
          <Text c="dimmed" maw={720}>
            What {data.connection.name}’s data means in your words: metrics, segments and terms, how tables and columns
            are called, and relationships the schema does not declare. Questions are answered with them.
          </Text>
        </div>
        <Button component={Link} to={`/data/${data.connection.id}`} variant="default">
          Data model
        </Button>
      </Group>
      {data.saved && !actionData && (
        <Alert color="green" role="status">
          {data.saved}
        </Alert>
      )}
      {data.catalogError && (
        <Alert color="yellow" title="The database could not be read" role="alert">
          {data.catalogError} Stored definitions are listed; suggestions and new definitions need the database.
        </Alert>
      )}
      {failedList?.formError && (
        <Alert color="red" role="alert">
          {failedList.formError}
        </Alert>
      )}
      {data.canEdit && !formOpen && <AddChooser connectionId={data.connection.id} />}
      {formOpen && (
        <DefinitionForm
          key={editing?.id ?? `${adding}:${name ?? ""}`}
          kind={editing?.kind ?? adding!}
          definition={editing}
          initial={name ? { name } : undefined}
          tables={data.tables}
          base={base}
          actionData={
            actionData && (actionData.intent === "create" || actionData.intent === "update") ? actionData : null
          }
        />
      )}
      {!data.canEdit && (
        <Text size="sm" c="dimmed">
          Your role may read definitions; editors, admins and owners change them.
        </Text>
      )}
      <DefinitionLists definitions={data.definitions} canEdit={data.canEdit} base={base} />
      <Suggestions data={data} actionData={failedList?.intent === "accept" ? failedList : null} />
    </Stack>
  );
}

function AddChooser({ connectionId }: { connectionId: string }) {
  return (
    <Paper withBorder p="md">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} mr="xs">
          Add a definition:
        </Text>
        {(Object.keys(KIND_INFO) as DefinitionKind[]).map((kind) => (
          <Button
            key={kind}
            component={Link}
            to={addDefinitionHref(connectionId, kind)}
            variant="light"
            size="xs"
            leftSection={<PlusIcon size={14} />}
          >
            {KIND_INFO[kind].one}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}

type OnDelete = (form: HTMLFormElement, name: string) => void;

function DefinitionLists({
  definitions,
  canEdit,
  base,
}: {
  definitions: Definition[];
  canEdit: boolean;
  base: string;
}) {
  const submit = useSubmit();
  const [deleting, setDeleting] = useState<{ form: HTMLFormElement; name: string } | null>(null);
  if (!definitions.length) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">No definitions yet.{canEdit ? " Add one above, or accept a suggestion below." : ""}</Text>
      </Paper>
    );
  }
  const onDelete: OnDelete | undefined = canEdit ? (form, name) => setDeleting({ form, name }) : undefined;
  return (
    <>
      {(Object.keys(KIND_INFO) as DefinitionKind[]).map((kind) => {
        const list = definitions.filter((d) => d.kind === kind);
        return list.length ? <KindSection key={kind} kind={kind} list={list} base={base} onDelete={onDelete} /> : null;
      })}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete definition"
        message={deleting ? `“${deleting.name}” is removed for everyone; later questions are answered without it.` : ""}
        onConfirm={() => {
          if (deleting) submit(deleting.form);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** A titled table of definitions or suggestions: name, three columns, and a last one for actions when allowed. */
function ListSection(props: {
  id: string;
  title: ReactNode;
  hint: string;
  label: string;
  columns: [string, string, string];
  actions: boolean;
  children: ReactNode;
}) {
  const [second, third, fourth] = props.columns;
  return (
    <section aria-labelledby={props.id}>
      <Title order={4} id={props.id} mb={4}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {props.hint}
      </Text>
      <div className={classes.tableWrap}>
        <Table withTableBorder verticalSpacing={6} aria-label={props.label} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="17%">Name</Table.Th>
              <Table.Th w="15%">{second}</Table.Th>
              <Table.Th>{third}</Table.Th>
              <Table.Th w="22%">{fourth}</Table.Th>
              {props.actions && <Table.Th w={190} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </div>
    </section>
  );
}

/** One kind's definitions; `onDelete` only for those who may change them. */
function KindSection({
  kind,
  list,
  base,
  onDelete,
}: {
  kind: DefinitionKind;
  list: Definition[];
  base: string;
  onDelete?: OnDelete;
}) {
  return (
    <ListSection
      id={`kind-${kind}`}
      title={
        <>
          {KIND_INFO[kind].many}{" "}
          <Text span c="dimmed" fw={400} size="sm">
            ({list.length})
          </Text>
        </>
      }
      hint={KIND_INFO[kind].hint}
      label={KIND_INFO[kind].many}
      columns={["Synonyms", "Definition", "Description"]}
      actions={Boolean(onDelete)}
    >
      {list.map((d) => (
        <Table.Tr key={d.id} data-testid="definition-row" data-name={d.name}>
          <Table.Td fw={600}>{d.name}</Table.Td>
          <Table.Td>
            <Synonyms synonyms={d.synonyms} />
          </Table.Td>
          <Table.Td>
            <Target definition={d} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{d.kind === "term" ? "" : d.description}</Text>
          </Table.Td>
          {onDelete && (
            <Table.Td>
              <RowActions definition={d} base={base} onDelete={onDelete} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListSection>
  );
}

function RowActions({ definition: d, base, onDelete }: { definition: Definition; base: string; onDelete: OnDelete }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to={`${base}?edit=${d.id}`}
        size="compact-sm"
        variant="subtle"
        leftSection={<PencilIcon size={14} />}
        aria-label={`Edit ${d.name}`}
      >
        Edit
      </Button>
      {/* Without JavaScript the button posts at once; with it, a confirmation comes first. */}
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onDelete(event.currentTarget, d.name);
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={d.id} />
        <input type="hidden" name="label" value={d.name} />
        <Button
          type="submit"
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<TrashIcon size={14} />}
          aria-label={`Delete ${d.name}`}
        >
          Delete
        </Button>
      </Form>
    </Group>
  );
}

function Synonyms({ synonyms }: { synonyms: string[] }) {
  if (!synonyms.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {synonyms.map((s) => (
        <Badge key={s} variant="light" color="gray" tt="none" fw={500}>
          {s}
        </Badge>
      ))}
    </Group>
  );
}

/** What a definition says, by kind: its SQL and table, its text, or what it names. */
function Target({ definition: d }: { definition: DefinitionInput }) {
  switch (d.kind) {
    case "metric":
      return (
        <Stack gap={2}>
          <Code block className={classes.sqlBlock}>
            {d.sql}
          </Code>
          <Text size="xs" c="dimmed">
            on {d.table}
            {d.time_column ? ` · by ${d.time_column}` : ""}
          </Text>
        </Stack>
      );
    case "segment":
      return (
        <Stack gap={2}>
          <Code block className={classes.sqlBlock}>
            {d.sql}
          </Code>
          <Text size="xs" c="dimmed">
            rows of {d.table}
          </Text>
        </Stack>
      );
    case "term":
      return <Text size="sm">{d.description}</Text>;
    case "table":
      return <Code>{d.table}</Code>;
    case "column":
      return (
        <Group gap={6}>
          <Code>
            {d.table}.{d.column}
          </Code>
          {d.hidden && (
            <Badge size="sm" color="orange" variant="light">
              Hidden from answers
            </Badge>
          )}
        </Group>
      );
    case "relationship":
      return (
        <Code>
          {d.table}.{d.column} → {d.ref_table}.{d.ref_column}
        </Code>
      );
  }
}

function Suggestions({ data, actionData }: { data: DefinitionsData; actionData: DefinitionActionData | null }) {
  if (!data.suggested.length) return null;
  return (
    <ListSection
      id="suggested-heading"
      title="Suggested"
      hint="What Askdata derived from the schema on its own. Accepting one makes it your definition, to edit like the others."
      label="Suggested definitions"
      columns={["Kind", "Definition", "Why"]}
      actions={data.canEdit}
    >
      {data.suggested.map((s) => (
        <Table.Tr key={suggestionKey(s)} data-testid="suggestion-row" data-name={s.name}>
          <Table.Td fw={600}>{s.name}</Table.Td>
          <Table.Td>
            <Badge variant="light">{KIND_INFO[s.kind].one}</Badge>
          </Table.Td>
          <Table.Td>
            <Target definition={s} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{s.description}</Text>
            {actionData?.target === suggestionKey(s) && (
              <Text size="sm" c="red" role="alert">
                {Object.values(actionData.fieldErrors ?? {})[0] ?? actionData.formError}
              </Text>
            )}
          </Table.Td>
          {data.canEdit && (
            <Table.Td>
              <AcceptForm suggestion={s} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListSection>
  );
}

/** The suggestion travels as the JSON the page was given, and is checked like any new definition. */
function AcceptForm({ suggestion }: { suggestion: DefinitionInput }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="key" value={suggestionKey(suggestion)} />
      <input type="hidden" name="definition" value={JSON.stringify(suggestion)} />
      <Button type="submit" size="compact-sm" variant="light" aria-label={`Accept ${suggestion.name}`}>
        Accept
      </Button>
    </Form>
  );
}
