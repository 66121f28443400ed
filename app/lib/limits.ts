// Business constants of spec §9, kept in one place.
export const RETRY = { attempts: 3, delayMs: 1000 } as const;
export const NO_RETRY_CODES = [
  "INVALID_REQUEST",
  "VALIDATION_ERROR",
  "AUTHENTICATION_ERROR",
  "AUTHORIZATION_ERROR",
] as const;

export const TIMEOUTS_MS = {
  connectionTest: 10_000,
  connectionCreate: 15_000,
  databaseConnect: 15_000,
  csvUpload: 30_000,
  naturalLanguage: 60_000,
  translateAndVisualize: 60_000,
  execute: 15_000,
  jobStatus: 5_000,
  dashboardGenerate: 10_000,
  dashboardStatus: 5_000,
} as const;

export const JOB_POLL = { intervalMs: 1000, maxTries: 300 } as const;
/**
 * How long the server holds a status request for an unfinished query job (it answers at once when the
 * job finishes): under the 5 s status timeout, and long enough that a waiting user costs about one
 * request per answer rather than one per second (issue 15: 100 waiting users made ~2 polls an answer).
 */
export const JOB_STATUS_HOLD_MS = 4_000;
export const DASHBOARD_POLL = { intervalMs: 2000, maxTries: 150 } as const;
export const TOKEN_REFRESH_MS = 840_000;

export const CSV_MAX_BYTES = 50 * 1024 * 1024;
export const CSV_MAX_COLUMNS = 1000;
export const CSV_DELIMITERS = { comma: ",", semicolon: ";", tab: "\t", pipe: "|" } as const;

export const CHAT_TITLE_PREFILL_CHARS = 30;
export const ANSWER_CACHE_MS = 5 * 60_000;
export const TABLE_PREVIEW_ROWS = 10;
export const CHART_MAX_ROWS = 20;
/** A time series is drawn as a chart up to this many points; the 20-row rule is for categories (ADR 022). */
export const TIME_SERIES_MAX_POINTS = 500;
/** Beyond this many points a time series can be zoomed by dragging across it. */
export const ZOOMABLE_POINTS = 60;
export const TYPE_INFERENCE_ROWS = 5;
export const CHART_HEIGHT = { chat: 320, dashboard: 300 } as const;
export const PIE_TOP_N = 10;
export const LINE_TENSION = 0.4;

export const WIDGET_DEFAULT_SIZE = { width: 6, height: 1 } as const;
export const GRID_COLUMNS = 12;
/** The words of one text card on a dashboard. */
export const TEXT_CARD_MAX_CHARS = 5000;

export const SUGGESTION_COUNTS = { quickChips: 4, welcome: 4, followUps: 3, widgetFollowUps: 2 } as const;
export const QUALITY_COLOURS = { green: 80, yellow: 60 } as const;
export const MAX_GENERATION_ITERATIONS = 2;

export const INSIGHT_RULES = {
  rephraseBelowConfidence: 0.8,
  largeResultRows: 1000,
  slowExecutionMs: 5000,
} as const;
export const VISUALIZATION_CONFIDENCE = 0.9;
/**
 * Below this calibrated confidence an answer is shown as a reading to check ("not sure"), not as a result (issue 33,
 * ADR 037): chosen on the leave-one-database-out run of bench:calibrate, where readings under 0.3 were right 12 % of
 * the time and readings between 0.3 and 0.35 62 %.
 */
export const ANSWER_FLOOR = 0.3;
export const WIDGET_DESCRIPTION_CHARS = 80;
export const REGENERATE_REMOUNT_MS = 100;

export const DEFAULT_SUGGESTIONS = [
  "Show me all data from the first table",
  "What tables are available?",
  "Give me a summary of the data",
  "Show me the most recent records",
] as const;

// Not in the spec (ADR 012): a result is bounded in bytes as well as rows, so one query cannot
// exhaust a process's memory. Cells past maxCellChars are clipped; a result stops at maxBytes
// (what is kept) or maxReadBytes (what was read), and is reported as truncated.
export const RESULT_LIMITS = {
  maxCellChars: 10_000,
  maxBytes: 20 * 1024 * 1024,
  maxReadBytes: 48 * 1024 * 1024,
  /** The connection is cut past this many bytes received for one query (one giant row). */
  maxWireBytes: 64 * 1024 * 1024,
} as const;

// Not in the spec (ADR 013): an invitation link works for a week, then the inviter sends a new one.
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Request bodies other than the CSV upload (JSON, forms): read no further than this.
export const BODY_MAX_BYTES = 1024 * 1024;
// A multipart CSV upload carries the file plus its boundaries and a few small text fields.
export const CSV_UPLOAD_MAX_BYTES = CSV_MAX_BYTES + 64 * 1024;
export const SHARE_PASSWORD_MIN_CHARS = 8;

// Excel workbooks (ADR 051): the file has the CSV's 50 MB limit, and so do the values it holds, counted as CSV text.
// A zip can unpack to far more than its size: what its directory declares, its shared strings (held in memory while
// the sheets are read) and its rows are bounded before and while reading.
export const XLSX_MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
export const XLSX_MAX_SHARED_STRINGS_BYTES = 128 * 1024 * 1024;
export const XLSX_MAX_ROWS = 1_000_000;
export const XLSX_MAX_SHEETS = 100;
// Not in the spec: a workbook's rows are parsed in JavaScript (~16,000 rows of 5 cells a second), so its upload may
// take longer than a CSV's 30 s.
export const XLSX_UPLOAD_TIMEOUT_MS = 120_000;
