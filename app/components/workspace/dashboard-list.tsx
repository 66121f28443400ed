// The sidebar's dashboards (spec §2 Layout, dashboard view), each deleted after a confirmation.
import { Box, Text } from "@mantine/core";
import { useLocation, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { formatDate } from "~/lib/format";
import { can } from "~/lib/permissions";
import { ConfirmModal } from "../common/confirm-modal";
import { ListRow, ListTitle } from "./sidebar-rows";
import { useWorkspace } from "./workspace-context";

export function DashboardList({ onNavigate }: { onNavigate: () => void }) {
  const { dashboards, refreshDashboards, role, notify } = useWorkspace();
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const remove = async (id: string) => {
    try {
      await api.del(`/dashboards/${id}`);
      await refreshDashboards();
      if (location.pathname === `/dashboard/${id}`) navigate("/");
    } catch (error) {
      notify(`Failed to delete dashboard: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Box>
      <ListTitle>Dashboards</ListTitle>
      {!dashboards?.length ? (
        <Text size="sm" c="dimmed" px={4}>
          No dashboards yet
        </Text>
      ) : (
        dashboards.map((dashboard) => (
          <ListRow
            key={dashboard.id}
            to={`/dashboard/${dashboard.id}`}
            title={dashboard.title || "Untitled Dashboard"}
            date={formatDate(dashboard.updated_at)}
            active={location.pathname === `/dashboard/${dashboard.id}`}
            onDelete={
              can(role, "delete", "dashboard")
                ? () => setPending({ id: dashboard.id, title: dashboard.title || "Untitled Dashboard" })
                : undefined
            }
            deleteLabel={`Delete dashboard ${dashboard.title || "Untitled Dashboard"}`}
            onNavigate={onNavigate}
          />
        ))
      )}
      <ConfirmModal
        opened={Boolean(pending)}
        title="Delete dashboard"
        message={`Are you sure you want to delete "${pending?.title}"?`}
        onConfirm={() => (pending ? remove(pending.id) : undefined)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
