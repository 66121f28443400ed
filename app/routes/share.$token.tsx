// /share/:token — a shared dashboard, read-only and without sign-in (spec §3 Dashboard share).
// Tables render on the server; charts replace them in the browser. A protected share asks for its password.
import { Alert, Badge, Button, Card, Center, Container, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import gridStyles from "react-grid-layout/css/styles.css";
import resizableStyles from "react-resizable/css/styles.css";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { DashboardGrid } from "~/components/dashboard/dashboard-grid";
import { FieldFilterBar, fieldFilterSummary } from "~/components/dashboard/field-filters";
import { WidgetCard } from "~/components/dashboard/widget-card";
import type { DashboardWidget } from "~/components/workspace/types";
import { isAppError } from "~/lib/errors";
import { readFieldFilterValues } from "~/lib/field-filters";
import { QUALITY_COLOURS } from "~/lib/limits";
import { getPublicDashboard, shareAllowsEmbedding, type PublicDashboard } from "~/services/dashboard-shares.server";
import { clientAddress } from "~/utils/client-address.server";
import { readForm } from "~/utils/request-body.server";
import { pageError } from "~/utils/page-errors.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gridStyles },
  { rel: "stylesheet", href: resizableStyles },
];

export const meta: MetaFunction = () => [
  { title: "Shared dashboard · Askdata" },
  { name: "robots", content: "noindex" },
];

type View = ({ state: "ready"; filterError?: string } & PublicDashboard) | { state: "password"; message: string };

/** A share that allows embedding widens its page's frame-ancestors; entry.server.tsx writes the rest of the policy. */
async function frameHeaders(token: string): Promise<Record<string, string>> {
  return (await shareAllowsEmbedding(token)) ? { "Content-Security-Policy": "frame-ancestors *" } : {};
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const policy = actionHeaders.get("Content-Security-Policy") ?? loaderHeaders.get("Content-Security-Policy");
  return policy ? new Headers({ "Content-Security-Policy": policy }) : new Headers();
};

/** Filter values in the address the share does not take are said above the dashboard, which is shown without them. */
async function shared(token: string, password: string | null, request: Request) {
  const chosen = readFieldFilterValues(new URL(request.url).searchParams);
  try {
    return await getPublicDashboard(token, password, clientAddress(request), chosen);
  } catch (error) {
    if (!isAppError(error) || error.code !== "VALIDATION_ERROR" || !Object.keys(chosen).length) throw error;
    return { ...(await getPublicDashboard(token, password, clientAddress(request))), filterError: error.message };
  }
}

/** The page itself answers 200 with the password form; only a refused submission carries 401 or 429. */
async function view(token: string, password: string | null, request: Request) {
  const headers = await frameHeaders(token);
  try {
    return data({ state: "ready" as const, ...(await shared(token, password, request)) }, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "AUTHENTICATION_ERROR" || error.code === "RATE_LIMITED") {
      return data(
        { state: "password" as const, message: error.message },
        { status: password === null ? 200 : error.status, headers },
      );
    }
    if (error.code === "NOT_FOUND") throw pageError(404, { title: "Dashboard Not Found", message: error.message });
    throw error;
  }
}

export const loader = ({ request, params }: LoaderFunctionArgs) => view(params.token!, null, request);

// The password comes only in the POST body: a password in the URL would land in logs and history.
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readForm(request).catch((error: unknown) => {
    if (isAppError(error)) return error;
    throw error;
  });
  if (!(form instanceof FormData))
    return data({ state: "password" as const, message: form.message }, { status: form.status });
  return view(params.token!, String(form.get("password") ?? ""), request);
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fullPage />;
}

export default function SharedDashboard() {
  const loaded = useLoaderData<typeof loader>() as View;
  const submitted = useActionData<typeof action>() as View | undefined;
  const current = submitted?.state === "ready" ? submitted : loaded;
  // a filter change reloads the page, which would ask a protected share's password again: filters need an open link
  if (current.state === "ready") return <Shared shared={current} filterable={current === loaded} />;
  return (
    <PasswordForm
      message={submitted?.state === "password" ? submitted.message : current.message}
      wrong={Boolean(submitted)}
    />
  );
}

function PasswordForm({ message, wrong }: { message: string; wrong: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Center mih="100vh">
      <Card withBorder radius="md" w={380} p="lg">
        <Form method="post">
          <Stack>
            <Title order={3}>Protected dashboard</Title>
            {wrong ? (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            ) : (
              <Text c="dimmed" size="sm">
                {message}
              </Text>
            )}
            <PasswordInput name="password" label="Password" required autoFocus autoComplete="current-password" />
            <Button type="submit" loading={busy}>
              View dashboard
            </Button>
          </Stack>
        </Form>
      </Card>
    </Center>
  );
}

function Shared({ shared, filterable }: { shared: PublicDashboard & { filterError?: string }; filterable: boolean }) {
  const { dashboard } = shared;
  const token = useParams().token;
  const score = dashboard.generated?.qualityScore;
  return (
    <Container size="xl" py="lg">
      <Stack>
        <div>
          <Group gap="xs">
            <Title order={2}>{dashboard.title || "Untitled Dashboard"}</Title>
            {dashboard.generated?.businessDomain && (
              <Badge variant="light">{dashboard.generated.businessDomain.name}</Badge>
            )}
            {typeof score === "number" && (
              <Badge
                color={score >= QUALITY_COLOURS.green ? "green" : score >= QUALITY_COLOURS.yellow ? "yellow" : "red"}
              >
                Quality {score}/100
              </Badge>
            )}
          </Group>
          {(dashboard.generated?.subtitle || dashboard.description) && (
            <Text c="dimmed">{dashboard.generated?.subtitle || dashboard.description}</Text>
          )}
        </div>
        {filterable && dashboard.filters.length > 0 && (
          <FieldFilterBar
            filters={dashboard.filters}
            active={dashboard.fields}
            valuesPath={(id) => `/dashboards/public/${token}/field-filters/${id}/values`}
            summary={fieldFilterSummary(dashboard.widgets as DashboardWidget[])}
          />
        )}
        {shared.filterError && (
          <Alert color="orange" role="alert">
            {shared.filterError}: the dashboard is shown without filters.
          </Alert>
        )}
        {dashboard.widgets.length ? (
          <DashboardGrid widgets={dashboard.widgets as DashboardWidget[]}>
            {(widget, height) => <WidgetCard widget={widget} height={height} />}
          </DashboardGrid>
        ) : (
          <Text c="dimmed">This dashboard has no widgets yet.</Text>
        )}
        <Text size="xs" c="dimmed" ta="center">
          Shared read-only with Askdata
        </Text>
      </Stack>
    </Container>
  );
}
