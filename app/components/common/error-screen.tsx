// The one error screen (spec §2 "Generic error screen") and the boundary every route segment renders it from:
// a thrown 404/403 response shows its page's own words and a way back; anything else "Something went wrong"
// with Try Again, which reloads the page.
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { FALLBACK_MESSAGE } from "~/lib/errors";

interface Copy {
  title: string;
  message: string;
}

const BY_STATUS: Record<number, Copy> = {
  403: { title: "Not allowed", message: "Your role in this project does not allow this page." },
  404: {
    title: "Page not found",
    message: "There is nothing at this address. It may have been deleted, or it belongs to another project.",
  },
};

export function ErrorScreen({
  title,
  message,
  fullPage,
  action,
}: Copy & { fullPage?: boolean; action: React.ReactNode }) {
  return (
    <Center mih={fullPage ? "100vh" : "calc(100vh - 120px)"} p="md">
      <Stack align="center" gap="xs" ta="center" maw={520} role="alert">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/** What a loader threw, as words: its body's `title`/`message` (utils/page-errors.server.ts) over the status's defaults. */
function copyOf(error: unknown, failedTitle: string): Copy & { missing: boolean } {
  if (!isRouteErrorResponse(error)) return { title: failedTitle, message: FALLBACK_MESSAGE, missing: false };
  const body = (typeof error.data === "object" && error.data) || {};
  const text = (key: string) =>
    typeof (body as Record<string, unknown>)[key] === "string" ? (body as Record<string, string>)[key] : undefined;
  const missing = error.status === 404 || error.status === 403;
  const fallback = BY_STATUS[error.status] ?? { title: failedTitle, message: FALLBACK_MESSAGE };
  return { title: text("title") ?? fallback.title, message: text("message") ?? fallback.message, missing };
}

/**
 * Export as a route's ErrorBoundary. Inside the workspace the sidebar stays and this fills the page's place;
 * `fullPage` for routes outside it. `failedTitle` names what failed (spec §2: "Failed to Load Dashboard").
 */
export function GeneralErrorBoundary({
  fullPage,
  failedTitle = "Something went wrong",
}: {
  fullPage?: boolean;
  failedTitle?: string;
}) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const { missing, ...copy } = copyOf(error, failedTitle);
  const action = missing ? (
    <Button component={Link} to="/" variant="light">
      Back to the workspace
    </Button>
  ) : (
    <Button onClick={() => window.location.reload()}>Try Again</Button>
  );
  return <ErrorScreen {...copy} fullPage={fullPage} action={action} />;
}
