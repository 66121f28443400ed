import { describe, expect, it } from "vitest";
import { valueMask } from "./csv-types";
import { byteMask } from "./csv-value-forms";

// Every column mask a column can have: all types open, one family, or one type.
const MASKS = [63, 3, 2, 4, 24, 16, 32];

const VALUES = [
  "0",
  "-12",
  "+7",
  "123456789012345678",
  "1234567890123456789",
  "007",
  "1_000",
  " 12",
  "12 ",
  "-",
  "+",
  "1.",
  ".5",
  ".",
  "-0.25",
  "1E+05",
  "1e999",
  "1e1000",
  "1e",
  "00.5",
  "0.5.5",
  "NaN",
  "Infinity",
  "7,169",
  "$1,200",
  "TRUE",
  "f",
  "Yes",
  "nO",
  "on",
  "tru",
  "falsey",
  "2024-02-29",
  "9999-12-31",
  "2023-02-29",
  "1900-02-29",
  "2000-02-29",
  "2024-04-31",
  "2024-04-30",
  "2024-13-01",
  "2024-00-10",
  "2024-01-00",
  "0999-01-01",
  "2024-1-5",
  "01/02/2024",
  "today",
  "2024-01-31 23:59:59",
  "2024-01-31T23:59",
  "2024-01-31 23:59:59.123456789",
  "2024-01-31 24:00:00",
  "2024-01-31 23:60",
  "2024-01-31 23:59:60",
  "2024-01-31 23:59:5",
  "2024-01-31 23:59:59.",
  "2023-02-29 10:00",
  "2024-02-29T10:00Z",
  "2024-01-01T10:00:00Z",
  "2024-01-01 10:00:00+05:30",
  "2024-01-01 10:00-0800",
  "2024-01-01 10:00+08",
  "2024-01-01 10:00:00+16:00",
  "2024-01-01 10:00:00+05:60",
  "2024-01-01 10:00:00+0530x",
  "2024-01-01 10:00+0",
  "2024-01-01 10:00Z ",
  "2024-01-01x",
  "2024-01-01 ",
  `2024-01-01 10:00:00.${"1".repeat(30)}`,
  `2024-01-01 10:00:00.${"1".repeat(25)}Z`,
  "é",
  "1é",
];

function bytes(value: string): Buffer {
  return Buffer.from(value, "latin1");
}

describe("byteMask", () => {
  it.each(VALUES)("gives %j the mask the patterns give, under every column mask", (value) => {
    for (const mask of MASKS)
      expect([mask, byteMask(bytes(value), 0, value.length, mask) & mask]).toEqual([
        mask,
        valueMask(value, mask) & mask,
      ]);
  });

  it("agrees with the patterns on random strings of the characters they use", () => {
    const alphabet = "0123456789-+.:eETZ tf1290";
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const templates = [
      "2024-02-29 10:00:00+05:30",
      "1.5e10",
      "2000-12-31T23:59:59.5Z",
      "2024-02-29",
      "123",
      "-0.5e+12",
      "2024-01-01 10:00-0800",
    ];
    for (let n = 0; n < 50_000; n++) {
      const template = templates[n % templates.length]!.split("");
      const edits = Math.floor(random() * 3);
      for (let k = 0; k < edits; k++)
        template[Math.floor(random() * template.length)] = alphabet[Math.floor(random() * alphabet.length)]!;
      const value =
        random() < 0.3 ? template.join("").slice(0, Math.floor(random() * template.length)) : template.join("");
      for (const mask of MASKS) {
        if ((byteMask(bytes(value), 0, value.length, mask) & mask) !== (valueMask(value, mask) & mask)) {
          expect({ value, mask, bytes: byteMask(bytes(value), 0, value.length, mask) }).toEqual({
            value,
            mask,
            bytes: valueMask(value, mask),
          });
        }
      }
    }
  });

  it("reads only between start and end", () => {
    const b = bytes("x,2024-01-01,12,y");
    expect(byteMask(b, 2, 12, 63)).toBe(24);
    expect(byteMask(b, 13, 15, 63)).toBe(3);
    expect(byteMask(b, 13, 13, 63)).toBe(63);
  });
});
