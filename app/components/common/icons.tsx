// A handful of stroke icons (24×24 grid), decorative: the controls that use them carry the labels.
type IconProps = { size?: number } & React.SVGProps<SVGSVGElement>;

function icon(paths: string[]) {
  return function Icon({ size = 18, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const PlusIcon = icon(["M12 5v14", "M5 12h14"]);
export const TrashIcon = icon([
  "M4 7h16",
  "M10 11v6",
  "M14 11v6",
  "M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12",
  "M9 7V4h6v3",
]);
export const SettingsIcon = icon([
  "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z",
]);
export const ShareIcon = icon(["M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7", "M16 6l-4-4-4 4", "M12 2v13"]);
export const DownloadIcon = icon(["M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2", "M7 11l5 5 5-5", "M12 4v12"]);
export const UploadIcon = icon(["M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2", "M7 9l5-5 5 5", "M12 4v12"]);
export const DatabaseIcon = icon([
  "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z",
  "M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6",
  "M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6",
]);
export const ChatIcon = icon(["M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z"]);
export const DashboardIcon = icon(["M4 4h7v7H4z", "M13 4h7v4h-7z", "M13 10h7v10h-7z", "M4 13h7v7H4z"]);
export const CopyIcon = icon(["M9 9h11v11H9z", "M5 15H4V4h11v1"]);
export const SunIcon = icon([
  "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
  "M12 1v2",
  "M12 21v2",
  "M4.2 4.2l1.4 1.4",
  "M18.4 18.4l1.4 1.4",
  "M1 12h2",
  "M21 12h2",
  "M4.2 19.8l1.4-1.4",
  "M18.4 5.6l1.4-1.4",
]);
export const MoonIcon = icon(["M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"]);
export const SidebarIcon = icon(["M4 4h16v16H4z", "M9 4v16"]);
export const SendIcon = icon(["M22 2L11 13", "M22 2l-7 20-4-9-9-4 20-7z"]);
export const RefreshIcon = icon([
  "M20 11a8 8 0 0 0-14.9-3.5L4 9",
  "M4 4v5h5",
  "M4 13a8 8 0 0 0 14.9 3.5L20 15",
  "M20 20v-5h-5",
]);
export const BookIcon = icon([
  "M4 19.5A2.5 2.5 0 0 1 6.5 17H20",
  "M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z",
]);
export const TableIcon = icon(["M3 5h18v14H3z", "M3 10h18", "M3 15h18", "M9 5v14"]);
export const ChartIcon = icon(["M4 20V10", "M10 20V4", "M16 20v-8", "M22 20H2"]);
export const PencilIcon = icon(["M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z", "M13.5 6.5l4 4"]);
export const GripIcon = icon(["M9 5h.01", "M15 5h.01", "M9 12h.01", "M15 12h.01", "M9 19h.01", "M15 19h.01"]);
export const CheckIcon = icon(["M5 12l5 5L20 7"]);
