// The Definitions view of one connection (issue 18, ADR 030): the team's definitions grouped by kind, a form to add
// or edit one (addressed by `?add=kind` (with `&name=` to fill the name in) / `?edit=id`, so it opens without
// JavaScript), and the engine's suggestions.
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "@remix-run/react";
import type { DefinitionActionData, DefinitionsData } from "~/lib/definition-forms";
import { addDefinitionHref } from "~/lib/definition-forms";
import type { DefinitionKind } from "~/lib/definitions";
import { PlusIcon } from "../common/icons";
import { DefinitionForm } from "./definition-form";
import { DefinitionLists } from "./definition-lists";
import { Suggestions } from "./definition-suggestions";
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
