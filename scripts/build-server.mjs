// Bundles the web server, the worker and the migrate entry for production (`node build/server/*.js`), next to Remix's
// build (the web server imports that build at run time: ADR 067).
import { build } from "esbuild";
import { BUNDLED_PACKAGES } from "./bundled-packages.mjs";

// npm packages stay external (installed in the image) but for those bundled to start faster (ADR 069); our own `~/`
// and `~db/` aliases are bundled.
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, (args) =>
      BUNDLED_PACKAGES.some((pattern) => pattern.test(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { worker: "worker/index.ts", migrate: "scripts/migrate.ts", web: "server/index.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: "warning",
  tsconfig: "tsconfig.json",
});
