// Values as PostgreSQL's COPY text format reads them; generators emit these strings directly.

export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** For `timestamp` (without time zone) columns: UTC wall-clock time. */
export function formatTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Integer cents to "12.34", avoiding binary-float rounding of toFixed. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
