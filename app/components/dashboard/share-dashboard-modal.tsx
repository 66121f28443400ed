// Share on a dashboard: public links (optionally with a password), listed, copied and revoked.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { ApiError, api, errorMessage } from "~/browser/api-client";
import { SHARE_PASSWORD_MIN_CHARS } from "~/lib/limits";
import { SHARE_PASSWORD_SHORT_MESSAGE } from "~/lib/messages";
import { CopyIcon, TrashIcon } from "../common/icons";
import { formatDate } from "~/lib/format";

interface Share {
  id: string;
  url: string;
  has_password: boolean;
  allow_embedding: boolean;
  allow_filters: boolean;
  status: "active" | "expired" | "revoked";
  created_at: string;
}

export function ShareDashboardModal({ dashboardId, onClose }: { dashboardId: string | null; onClose: () => void }) {
  const [shares, setShares] = useState<Share[] | null>(null);
  const [password, setPassword] = useState("");
  const [embeddable, setEmbeddable] = useState(false);
  const [filterable, setFilterable] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (id: string) => {
    try {
      setShares(await api.get<Share[]>(`/dashboards/${id}/shares`));
    } catch (failure) {
      setShares([]);
      setError({ form: errorMessage(failure) });
    }
  }, []);

  useEffect(() => {
    setShares(null);
    setError({});
    setPassword("");
    setEmbeddable(false);
    setFilterable(false);
    if (dashboardId) void load(dashboardId);
  }, [dashboardId, load]);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!dashboardId) return;
    if (password && password.length < SHARE_PASSWORD_MIN_CHARS)
      return setError({ field: SHARE_PASSWORD_SHORT_MESSAGE });
    setBusy(true);
    try {
      const share = await api.post<Share>(
        `/dashboards/${dashboardId}/shares`,
        { password: password || null, allow_embedding: embeddable, allow_filters: filterable },
        { retry: false },
      );
      setShares((list) => [share, ...(list ?? [])]);
      setPassword("");
      setError({});
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.password : undefined;
      setError(field ? { field } : { form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (share: Share) => {
    try {
      const revoked = await api.del<Share>(`/dashboards/shares/${share.id}`, { retry: false });
      setShares((list) => (list ?? []).map((entry) => (entry.id === share.id ? revoked : entry)));
    } catch (failure) {
      setError({ form: errorMessage(failure) });
    }
  };

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Modal opened={Boolean(dashboardId)} onClose={onClose} title="Share dashboard" centered size="lg">
      <Stack>
        {error.form && (
          <Alert color="red" role="alert">
            {error.form}
          </Alert>
        )}
        <form onSubmit={create} noValidate>
          <Group align="flex-end" gap="xs">
            <PasswordInput
              flex={1}
              label="Password"
              description={`Optional (at least ${SHARE_PASSWORD_MIN_CHARS} characters): people need it to open the link`}
              value={password}
              onChange={(event) => (setPassword(event.currentTarget.value), setError({}))}
              error={error.field}
            />
            <Button type="submit" loading={busy}>
              Create link
            </Button>
          </Group>
          <Checkbox
            mt="sm"
            label="Allow other websites to embed this link"
            description="Off: the dashboard opens only as a page of its own, never inside another site's frame"
            checked={embeddable}
            onChange={(event) => setEmbeddable(event.currentTarget.checked)}
          />
          <Checkbox
            mt="sm"
            label="Allow viewers to filter"
            description="The link shows the dashboard's filters; visitors choose values, nothing else about the data"
            checked={filterable}
            onChange={(event) => setFilterable(event.currentTarget.checked)}
          />
        </form>
        {shares === null ? (
          <Loader size="sm" aria-label="Loading links" />
        ) : shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            No links yet. Anyone with a link can view this dashboard without signing in.
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Share links">
            {shares.map((share) => (
              <Group key={share.id} gap="xs" wrap="nowrap" role="listitem">
                <TextInput
                  flex={1}
                  readOnly
                  value={`${origin}${share.url}`}
                  aria-label="Share link"
                  disabled={share.status !== "active"}
                />
                <Badge variant="light" color={share.status === "active" ? "green" : "gray"}>
                  {share.status}
                </Badge>
                {share.has_password && (
                  <Badge variant="outline" color="gray">
                    password
                  </Badge>
                )}
                {share.allow_embedding && (
                  <Badge variant="outline" color="gray">
                    embeddable
                  </Badge>
                )}
                {share.allow_filters && (
                  <Badge variant="outline" color="gray">
                    filters
                  </Badge>
                )}
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {formatDate(share.created_at)}
                </Text>
                <CopyButton value={`${origin}${share.url}`}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? "Copied" : "Copy link"}>
                      <ActionIcon
                        variant="subtle"
                        onClick={copy}
                        aria-label="Copy link"
                        color={copied ? "green" : "gray"}
                        disabled={share.status !== "active"}
                      >
                        <CopyIcon size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
                {share.status === "active" && (
                  <ActionIcon variant="subtle" color="red" onClick={() => revoke(share)} aria-label="Revoke link">
                    <TrashIcon size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
