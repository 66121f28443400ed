// `npm run migrate`: the release step of a deploy (Fly's release_command).
import { loadEnvOrExit } from "~/config/env.server";
import { setupDatabases } from "~/setup.server";

const env = loadEnvOrExit();
setupDatabases(env)
  .then(() => {
    console.log("Database setup complete");
    process.exit(0);
  })
  .catch((error) => {
    console.error("Database setup failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
