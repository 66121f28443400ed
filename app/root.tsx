import "~/browser/zod-jitless";
import mantineStyles from "@mantine/core/styles.css";
import dataTableStyles from "mantine-datatable/styles.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { useNonce } from "~/components/nonce";
import { theme } from "~/components/theme";
import { localeFrom } from "~/answer/semantic-format";

/** The reader's locale for numbers and dates (ADR 048), the same for the server's HTML and the browser. */
export function loader({ request }: LoaderFunctionArgs) {
  return { locale: localeFrom(request.headers.get("accept-language")) };
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: dataTableStyles },
];

export const meta: MetaFunction = () => [
  { title: "Askdata" },
  { name: "description", content: "Ask your data questions in plain language" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // the Content-Security-Policy lets inline scripts run only with this response's nonce (entry.server.tsx)
  const nonce = useNonce();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript defaultColorScheme="auto" nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// spec §2 "Generic error screen": also what an unknown address shows (404).
export function ErrorBoundary() {
  return <GeneralErrorBoundary fullPage />;
}
