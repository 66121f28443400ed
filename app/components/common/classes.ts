// Class names of app/styles/workspace.css (a plain stylesheet linked by the workspace routes).
export const classes = {
  brand: "ad-brand",
  sidebarHeader: "ad-sidebar-header",
  sidebarSection: "ad-sidebar-section",
  listRow: "ad-list-row",
  listLink: "ad-list-link",
  rowAction: "ad-row-action",
  pinDot: "ad-pin-dot",
  statusDot: "ad-status-dot",
  databaseRow: "ad-database-row",
  dropzone: "ad-dropzone",
  messageUser: "ad-message-user",
  messageAi: "ad-message-ai",
  sqlBlock: "ad-sql",
  notices: "ad-notices",
  tableWrap: "ad-table-wrap",
} as const;
