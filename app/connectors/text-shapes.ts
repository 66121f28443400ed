// What the values of a text column look like, from the catalog's sample (issue 37 item 6): dates written as text
// ("03/02/2024", "2 Mar 2024") or amounts written as text ("$1,200", "12.50", "45%"). An answer over such a column
// says that it is text, because text compares and sorts otherwise than dates and numbers do.
import { looksNumeric, type SampledValue } from "./column-samples";

export type TextShape = "dates" | "amounts";

const MONTHS =
  "jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?";
const TIME = String.raw`([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([ap]\.?m\.?)?\s*(Z|[+-]\d{2}:?\d{2})?)?`;
const DATE_FORMS = [
  new RegExp(String.raw`^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}${TIME}$`, "i"), // 2024-03-02, 2024/3/2 10:30
  new RegExp(String.raw`^\d{1,2}[-/.]\d{1,2}[-/.](\d{2}|\d{4})${TIME}$`, "i"), // 03/02/2024, 2.3.24
  new RegExp(String.raw`^\d{1,2}(st|nd|rd|th)?[ -](${MONTHS})\.?,?[ -]\d{2,4}${TIME}$`, "i"), // 2 Mar 2024, 02-Mar-24
  new RegExp(String.raw`^(${MONTHS})\.? \d{1,2}(st|nd|rd|th)?,? \d{4}${TIME}$`, "i"), // March 2, 2024
];
// The share of sampled values (by their counts) a column needs for its shape, as for numbers written as text.
const SHARE = 0.8;

export function looksLikeDate(value: string): boolean {
  const text = value.trim();
  return text.length <= 40 && DATE_FORMS.some((form) => form.test(text));
}

/** A number with what makes it text: a currency, a separator, a decimal point, a unit. A bare integer may be a code. */
export function looksLikeAmount(value: string): boolean {
  const text = value.trim();
  return looksNumeric(text) && !/^[-+]?\d+$/.test(text) && !looksLikeDate(text);
}

/** The shape most of a text column's sampled values have, if any. */
export function textShapeOf(values: SampledValue[]): TextShape | undefined {
  const total = values.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return undefined;
  const share = (test: (value: string) => boolean) =>
    values.filter((entry) => test(entry.value)).reduce((sum, entry) => sum + entry.count, 0) / total;
  if (share(looksLikeDate) >= SHARE) return "dates";
  if (share(looksLikeAmount) >= SHARE) return "amounts";
  return undefined;
}
