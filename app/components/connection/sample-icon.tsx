// A sample database's icon drawn as an SVG from its icon name: the emoji the API also sends needs an emoji font,
// which many machines (headless browsers among them) lack.
const SHAPES: Record<string, JSX.Element> = {
  cart: (
    <>
      <path d="M3 4h3l3 13h13l3-9H8" />
      <circle cx="11" cy="23" r="2" />
      <circle cx="20" cy="23" r="2" />
    </>
  ),
  music: (
    <>
      <path d="M11 21V6l13-3v15" />
      <circle cx="8" cy="21" r="3" />
      <circle cx="21" cy="18" r="3" />
    </>
  ),
  chart: (
    <>
      <path d="M3 25h22" />
      <path d="M6 25v-8M12 25V9M18 25v-12M24 25V5" />
    </>
  ),
  truck: (
    <>
      <path d="M2 7h15v12H2zM17 11h5l4 4v4h-9" />
      <circle cx="7" cy="21" r="2" />
      <circle cx="21" cy="21" r="2" />
    </>
  ),
  database: (
    <>
      <ellipse cx="14" cy="6" rx="9" ry="3" />
      <path d="M5 6v16c0 1.7 4 3 9 3s9-1.3 9-3V6M5 14c0 1.7 4 3 9 3s9-1.3 9-3" />
    </>
  ),
};

export function SampleIcon({ name, color }: { name?: string; color: string }) {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 28 28"
      fill="none"
      stroke={`var(--mantine-color-${color}-6)`}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={name ?? "database"}
    >
      {SHAPES[name ?? ""] ?? SHAPES.database}
    </svg>
  );
}
