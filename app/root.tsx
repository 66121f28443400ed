import mantineStyles from "@mantine/core/styles.css";
import dataTableStyles from "mantine-datatable/styles.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps, Button, Center, Stack, Text, Title } from "@mantine/core";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { theme } from "~/components/theme";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: dataTableStyles },
];

export const meta: MetaFunction = () => [{ title: "Askdata" }, { name: "description", content: "Ask your data questions in plain language" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript defaultColorScheme="auto" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// spec §2 "Generic error screen".
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Title order={2}>{notFound ? "Page not found" : "Something went wrong"}</Title>
        {!notFound && <Text c="dimmed">An unexpected error occurred. Please try again.</Text>}
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </Stack>
    </Center>
  );
}
