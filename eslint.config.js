// Lint: TypeScript and React hooks recommended rules, without type information (a typed lint of the
// whole tree costs minutes on a 2-core machine; `tsc --noEmit` already checks the types).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Generated output and run-time data. `.data/` holds embedded PostgreSQL clusters (sockets, FIFOs):
    // a walk into it blocks on reading a FIFO.
    ignores: [
      "**/node_modules/",
      "**/.data/",
      "build/",
      "public/build/",
      ".cache/",
      ".tmp/",
      ".tools/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "tests/fixtures/boundaries/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The hooks rules only where components live; the React Compiler rules among them cost ~1 s a file.
  {
    ...reactHooks.configs.flat.recommended,
    files: ["app/components/**/*.{ts,tsx}", "app/routes/**/*.tsx", "app/root.tsx"],
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // House style writes `cond ? a() : b()` and `x && f()` as statements.
      "@typescript-eslint/no-unused-expressions": ["error", { allowTernary: true, allowShortCircuit: true }],
      // React Compiler rules: the app does not use the compiler, and its forms reset their state in an effect when
      // a modal opens or a fetcher settles, by design.
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
    },
  },
  {
    // CommonJS config files (postcss, dependency-cruiser).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Tests and benchmarks read untyped JSON from the API and probe internals.
    files: ["**/*.test.{ts,tsx}", "tests/**", "bench/**", "harness/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
