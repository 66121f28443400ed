// spec §2 Switch Project modal: the projects, and a Create New Project form. Plain forms, so both
// work without JavaScript; the modal is a route (/projects) and renders on the server.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { can } from "~/lib/permissions";
import type { ProjectActionData } from "~/lib/page-actions";
import type { Project } from "../workspace/types";

interface SwitchProjectModalProps {
  projects: Project[];
  currentProjectId: string;
  role: Project["userRole"] | null;
  returnTo: string;
  actionData?: ProjectActionData | null;
  onClose: () => void;
}

export function SwitchProjectModal({
  projects,
  currentProjectId,
  role,
  returnTo,
  actionData,
  onClose,
}: SwitchProjectModalProps) {
  const navigation = useNavigation();
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const pendingProject = navigation.formData?.get("projectId");
  const create = actionData?.intent === "create" ? actionData : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title="Switch Project"
      withinPortal={false}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        {actionData?.intent === "switch" && actionData.formError && (
          <Alert color="red" role="alert">
            {actionData.formError}
          </Alert>
        )}
        {projects.length === 0 ? (
          <Text c="dimmed">No projects found</Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Projects">
            {projects.map((project) => (
              <Group
                key={project.id}
                justify="space-between"
                wrap="nowrap"
                role="listitem"
                p="xs"
                style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
              >
                <Stack gap={2} miw={0}>
                  <Group gap={6}>
                    <Text fw={600} truncate="end">
                      {project.name}
                    </Text>
                    {project.is_personal && (
                      <Badge size="xs" color="gray" variant="light">
                        Personal
                      </Badge>
                    )}
                    {project.is_public && (
                      <Badge size="xs" color="teal" variant="light">
                        Public
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate="end">
                    {project.userRole}
                    {project.description ? ` · ${project.description}` : ""}
                  </Text>
                </Stack>
                {project.id === currentProjectId ? (
                  <Badge variant="filled">Current</Badge>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="switch" />
                    <input type="hidden" name="projectId" value={project.id} />
                    <input type="hidden" name="redirectTo" value="/" />
                    <Button
                      type="submit"
                      size="xs"
                      variant="light"
                      loading={pendingIntent === "switch" && pendingProject === project.id}
                      aria-label={`Switch to ${project.name}`}
                    >
                      Switch
                    </Button>
                  </Form>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {can(role, "create", "project") && (
          <>
            <Divider />
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="create" />
              <Stack gap="sm">
                <Title order={4}>Create New Project</Title>
                {create?.formError && (
                  <Alert color="red" role="alert">
                    {create.formError}
                  </Alert>
                )}
                <TextInput
                  label="Project Name"
                  name="name"
                  required
                  defaultValue={create?.values?.name}
                  error={create?.fieldErrors?.name}
                />
                <Textarea
                  label="Description"
                  name="description"
                  autosize
                  minRows={2}
                  defaultValue={create?.values?.description}
                  error={create?.fieldErrors?.description}
                />
                <Checkbox
                  name="is_public"
                  label="Make this project public"
                  description="Public projects can be viewed by anyone with the link"
                  defaultChecked={create?.values?.is_public}
                />
                <Group justify="space-between">
                  <Anchor component={Link} to={returnTo} size="sm">
                    Back to workspace
                  </Anchor>
                  <Button type="submit" loading={pendingIntent === "create"}>
                    Create Project
                  </Button>
                </Group>
              </Stack>
            </Form>
          </>
        )}
      </Stack>
    </Modal>
  );
}
