// npm packages compiled into the server bundles (Remix's build/index.js and build/server/*.js) instead of loaded from
// node_modules when a process starts: pure JavaScript spread over hundreds of small modules, each of which Node would
// otherwise resolve, read, detect the format of and compile — on every web and worker start (ADR 069). Packages with
// native code, WebAssembly, dynamic requires or files read at run time (pg, sequelize, libpg-query, …) stay external.
const NAMES = [
  "highcharts",
  "@mantine/core",
  "@mantine/hooks",
  "mantine-datatable",
  "compromise",
  "efrt",
  "suffix-thumb",
  "grad-school",
  "chrono-node",
  "zod",
  "jose",
  "arctic",
  "@oslojs/encoding",
  "@oslojs/jwt",
  "@oslojs/crypto",
  "@oslojs/binary",
  "@oslojs/asn1",
  "remix-auth-oauth2",
  "ky",
];

/** Matches an import of one of the packages or of a file inside one. */
export const BUNDLED_PACKAGES = NAMES.map((name) => new RegExp(`^${name.replace("/", "\\/")}(\\/|$)`));
