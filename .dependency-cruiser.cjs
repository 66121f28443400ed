// The layout's boundaries (docs/decisions/003-code-layout.md), checked by `npm run check:deps`.
// Paths are relative to the folder depcruise runs in, so tests/boundaries.test.ts can run these rules
// against a small tree with deliberately wrong imports.
const path = require("node:path");

const TEST = "(^tests/|^bench/|^harness/|\\.test\\.tsx?$)";
const SERVER = "\\.server\\.tsx?$";
const REMIX_SERVER = "(^|/)node_modules/@remix-run/(node|serve|dev)/";
const UI_LIBS = "(^|/)node_modules/(react|react-dom|@remix-run/react|@mantine/[^/]+|highcharts[^/]*)/";
const ORM = "(^db/models/|^db/sequelize|(^|/)node_modules/sequelize/)";

// The engine's stages (ADR 060): each imports only the stages below it. The base (ir.ts, the
// question guard) imports none; schema reads names; model is the semantic model built before a question is read;
// understanding reads a question over it; refine adjusts the reading over the model; plan judges it; compile writes
// SQL from the IR and the model alone; rank orders executed candidates; requery asks a saved reading again (a period,
// field filters, a drill). index.ts is the engine's face and may use all of them.
const ENGINE = "^app/engine/";
const ENGINE_FACE = "^app/engine/index\\.ts$";
/** One rule per stage: `from` may not import any of `above`. */
function stageRule(stage, from, above) {
  return {
    name: `engine-${stage}-imports-downward`,
    comment: `The engine's ${stage} stage imports only stages below it (ADR 060).`,
    severity: "error",
    from: { path: from, pathNot: TEST },
    to: { path: [`${ENGINE}(${above.join("|")})/`, ENGINE_FACE] },
  };
}
const ENGINE_STAGES = [
  stageRule("base", `${ENGINE}(ir|guard)\\.ts$`, [
    "schema",
    "model",
    "understanding",
    "refine",
    "plan",
    "compile",
    "rank",
    "requery",
  ]),
  stageRule("schema", `${ENGINE}schema/`, ["model", "understanding", "refine", "plan", "compile", "rank", "requery"]),
  stageRule("model", `${ENGINE}model/`, ["understanding", "refine", "plan", "compile", "rank", "requery"]),
  stageRule("understanding", `${ENGINE}understanding/`, ["refine", "plan", "compile", "rank", "requery"]),
  stageRule("refine", `${ENGINE}refine/`, ["plan", "compile", "rank", "requery"]),
  stageRule("plan", `${ENGINE}plan/`, ["compile", "rank", "requery"]),
  stageRule("compile", `${ENGINE}compile/`, ["understanding", "refine", "plan", "rank", "requery"]),
  stageRule("rank", `${ENGINE}rank/`, ["understanding", "refine", "plan", "requery"]),
  stageRule("requery", `${ENGINE}requery/`, ["understanding", "refine", "rank"]),
];

// Request utilities stay plumbing (ADR 062): each that needs services calls them through one service module, its seam
// (a type of another service may be named).
const UTIL_SEAMS = { auth: "caller", workspace: "workspace", session: "tokens", "auth-flow": "auth-flow" };
const UTIL_SEAM_RULES = Object.entries(UTIL_SEAMS).map(([util, service]) => ({
  name: `utils-${util}-through-its-seam`,
  comment: `app/utils/${util}.server.ts calls services only through app/services/${service}.server.ts (ADR 062).`,
  severity: "error",
  from: { path: `^app/utils/${util}\\.server\\.ts$` },
  to: { path: "^app/services/", pathNot: `^app/services/${service}\\.server\\.ts$`, dependencyTypesNot: ["type-only"] },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "core-knows-no-http-ui-orm",
      comment:
        "app/engine and app/lib are the domain core: no routes, components, services, request utilities, db or Remix server modules.",
      severity: "error",
      from: { path: "^app/(engine|lib)/", pathNot: TEST },
      to: { path: ["^app/(routes|components|services|utils|browser)/", "^db/", REMIX_SERVER] },
    },
    {
      name: "lib-is-pure",
      comment:
        "app/lib is pure and isomorphic: it imports only itself and npm packages, no *.server module, no node: builtins.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TEST },
      to: { path: ["^app/(?!lib/)", SERVER] },
    },
    {
      name: "lib-no-node-builtins",
      comment: "app/lib runs in the browser too.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TEST },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "shared-core-knows-no-http-ui",
      comment:
        "The code the worker shares (connectors, jobs, ai, answer, config) never imports routes, components, request utilities, browser code or React.",
      severity: "error",
      from: { path: "^app/(connectors|jobs|ai|answer|config)/", pathNot: TEST },
      to: { path: ["^app/(routes|components|utils|browser)/", REMIX_SERVER] },
    },
    {
      name: "shared-core-no-react",
      comment: "The shared core renders nothing (a pure mapping may name a chart library's types).",
      severity: "error",
      from: { path: "^app/(connectors|jobs|ai|answer|config|engine|lib)/", pathNot: TEST },
      to: { path: UI_LIBS, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "services-take-ids",
      comment: "Services are business operations taking ids: no routes, components, request utilities or browser code.",
      severity: "error",
      from: { path: "^app/services/", pathNot: TEST },
      to: { path: ["^app/(routes|components|utils|browser)/", REMIX_SERVER, UI_LIBS] },
    },
    {
      name: "db-knows-no-app",
      comment: "db/ holds migrations, models and the connection: it knows no services, jobs, connectors or HTTP.",
      severity: "error",
      from: { path: "^db/", pathNot: TEST },
      to: { path: "^app/(services|jobs|connectors|routes|components|utils|browser|engine|ai|answer)/" },
    },
    {
      name: "ui-imports-no-server-module",
      comment: "Components ship to the browser: no *.server module's values, and never a route module.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: SERVER, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ui-imports-no-service",
      comment:
        "Browser code knows no service, not even its types: the shapes services answer with live in app/lib (ADR 062).",
      severity: "error",
      from: { path: "^app/(components|browser)/" },
      to: { path: "^app/services/" },
    },
    {
      name: "ui-imports-no-route",
      comment:
        "Arrows run routes → components; a type a form shares with its action lives beside the route or in app/lib.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "utils-import-no-routes",
      comment:
        "Request utilities are plumbing under the routes: the OpenAPI document is built from the table the routes feed (ADR 062).",
      severity: "error",
      from: { path: "^app/utils/", pathNot: TEST },
      to: { path: "^app/routes/" },
    },
    {
      name: "utils-import-no-db",
      comment: "Request utilities never touch the database or the ORM: users and sessions come through a service.",
      severity: "error",
      from: { path: "^app/utils/", pathNot: TEST },
      to: { path: ["^db/", ORM] },
    },
    {
      name: "routes-go-through-services",
      comment: "Routes never touch the ORM: they call services.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: ORM },
    },
    {
      name: "browser-code-stays-in-the-browser",
      comment: "app/browser (fetch wrapper, browser storage) is for components and route modules only.",
      severity: "error",
      from: { path: "^(app/(?!browser/|components/|routes/|root\\.tsx)|db/|worker/|scripts/)" },
      to: { path: "^app/browser/" },
    },
    {
      name: "worker-knows-no-http-ui",
      comment: "The worker imports the core and services, never routes, components or request utilities.",
      severity: "error",
      from: { path: "^worker/", pathNot: TEST },
      to: { path: ["^app/(routes|components|utils|browser)/", UI_LIBS] },
    },
    {
      name: "web-server-loads-the-build",
      comment:
        "server/ is the web process's HTTP server: it imports the Remix build at run time, never the app's modules (ADR 067).",
      severity: "error",
      from: { path: "^server/", pathNot: TEST },
      to: { path: "^(app|db|worker)/" },
    },
    {
      name: "production-imports-no-tests",
      comment:
        "Production code imports nothing from tests/, the benchmarks in bench/ or the product harness in harness/.",
      severity: "error",
      from: { path: "^(app|db|worker|server|scripts)/", pathNot: TEST },
      to: { path: "^(tests|bench|harness)/" },
    },
    {
      name: "bench-imports-no-tests",
      comment:
        "Benchmarks start the product through harness/, which tests share; tests/ is the tests' own (ADR 062). A benchmark's own test may use it.",
      severity: "error",
      from: { path: "^bench/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "dialects-behind-the-registry",
      comment:
        "A dialect's folder is reached through the registries (app/connectors/dialects/index.ts, registry.server.ts), so UI, engine and services name no database (ADR 059).",
      severity: "error",
      from: { path: "^(app|db|worker|scripts)/", pathNot: [TEST, "^app/connectors/dialects/"] },
      to: { path: "^app/connectors/dialects/[^/]+/" },
    },
    ...UTIL_SEAM_RULES,
    ...ENGINE_STAGES,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^public/build/", "\\.data/", "^tests/fixtures/boundaries/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    moduleSystems: ["es6", "cjs"],
    skipAnalysisNotInRules: true,
  },
};
