// Runs the built app against the test database setup, for looking at the UI by hand:
//   npx tsx tests/e2e/support/serve.ts   (prints the URL; Ctrl-C stops everything)
// NO_BUILD=true serves the current build/ as it is (when another part of the tree does not build).
import { startApp } from "../../../harness/app";
import { createTemplate, setup, teardown } from "../../../harness/global-setup";

if (process.env.NO_BUILD === "true") process.env.SKIP_APP_SETUP = "true";
await setup();
if (process.env.NO_BUILD === "true") await createTemplate();
const app = await startApp({ env: { AUTH_PASSWORD_ENABLED: process.env.AUTH_PASSWORD_ENABLED ?? "true" } });
console.log(`SERVE_URL=${app.url}`);

const stop = async () => {
  await app.stop();
  await teardown();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
