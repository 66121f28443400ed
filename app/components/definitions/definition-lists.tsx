// The team's definitions, one table per kind, with Edit and Delete (a confirmation first, with JavaScript) for those
// who may change them (ADR 030).
import { Badge, Button, Group, Paper, Table, Text } from "@mantine/core";
import { Form, Link, useSubmit } from "@remix-run/react";
import { useState } from "react";
import type { Definition, DefinitionKind } from "~/lib/definitions";
import { ConfirmModal } from "../common/confirm-modal";
import { PencilIcon, TrashIcon } from "../common/icons";
import { DefinitionTarget } from "./definition-target";
import { KIND_INFO } from "./kinds";
import { ListSection } from "./list-section";

type OnDelete = (form: HTMLFormElement, name: string) => void;

export function DefinitionLists({
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
            <DefinitionTarget definition={d} />
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
