// postinstall: one line saying which Node the npm scripts run on and why (ADR 046). npm runs this with
// node_modules/.bin first on PATH, so `process` here is the Node every `npm run …` gets; npm itself may run on
// an older one (its user agent names it).
import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const ROOT = path.resolve(import.meta.dirname, "..");
const ADR = "docs/decisions/046-node-runtime.md";
const range = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node;
const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? "")?.[1] ?? process.version;
const fromPackage = path.relative(path.join(ROOT, "node_modules"), realpathSync(process.execPath)).split(path.sep);
const bundled = fromPackage[0] && !fromPackage[0].startsWith("..") ? fromPackage[0] : undefined;
const platform = `${process.platform}-${process.arch}`;

if (bundled) {
  const why =
    npmNode === process.version
      ? ""
      : semver.satisfies(npmNode, range)
        ? `, not this machine's ${npmNode}: the lock file pins it`
        : `: this machine's ${npmNode} is outside what the app needs (${range})`;
  console.log(`Askdata's npm scripts run on Node ${process.version} (${bundled} in node_modules/.bin)${why} — ${ADR}`);
} else if (semver.satisfies(process.version, range)) {
  console.log(
    `Askdata's npm scripts run on this machine's Node ${process.version} (no bundled one installed for ${platform}) — ${ADR}`,
  );
} else {
  console.error(
    `Askdata needs Node ${range}; no bundled one is installed for ${platform} and this machine has ${process.version}: install Node 24 LTS — ${ADR}`,
  );
  process.exit(1);
}
