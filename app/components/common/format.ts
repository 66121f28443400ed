// Browser helpers shared by the workspace lists and answers: downloads and file names. Numbers and dates: ~/lib/format.

/** Saves a value as a downloaded JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}

/** "Total revenue by month" → "total-revenue-by-month", for the name of a downloaded file. */
export function fileNameOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "chart"
  );
}

export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function isoDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
