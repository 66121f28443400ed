// The chronological shipment stream of the logistics sample: headers, lines and delivery exceptions.
import { DAY, HOUR, WINDOW_END, dailyCounts } from "./calendar";
import { formatCents, formatDate, formatTimestamp } from "./format";
import {
  BALTIX_LAST_DAY,
  CARRIERS,
  ITEM_CATEGORIES,
  WAREHOUSES,
  getCustomers,
  getItems,
  type Carrier,
  type Customer,
  type Item,
  type Segment,
} from "./logistics-master";
import { staffOn } from "./logistics-staff";
import { Random, createPicker } from "./random";
import type { SampleRow } from "./types";

export interface ShipmentBundle {
  shipment: SampleRow;
  lines: SampleRow[];
  exceptions: SampleRow[];
}

/** Freight volume: a peak before Christmas, a dip in August and over the holidays. */
const FREIGHT_SEASONALITY = [0.9, 0.92, 1.0, 1.0, 1.0, 0.97, 0.9, 0.78, 1.02, 1.1, 1.15, 0.92];
/** Orders come in on weekdays; Saturday is half a day, Sunday almost nothing. */
const FREIGHT_WEEKDAYS = [0.08, 1.15, 1.1, 1.1, 1.1, 1.0, 0.45];
const LINE_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8];
const LINE_WEIGHTS = [30, 24, 17, 11, 8, 5, 3, 2];
/** Discounts in per cent, as the ERP stores them. */
const DISCOUNTS = [2, 3, 5, 7.5, 10, 12.5, 15];
const DISCOUNT_WEIGHTS = [18, 14, 26, 10, 18, 6, 8];
/** Category preferences per customer segment, in ITEM_CATEGORIES order (the discontinued last one never). */
const SEGMENT_MIX: Record<Segment, number[]> = {
  RTL: [16, 8, 22, 4, 6, 24, 8, 12, 0],
  WHL: [10, 8, 24, 8, 12, 10, 12, 16, 0],
  MFG: [8, 6, 4, 4, 24, 8, 26, 20, 0],
  HSP: [10, 6, 6, 58, 2, 6, 4, 8, 0],
  ECM: [30, 10, 8, 6, 6, 22, 6, 12, 0],
};
/** Home warehouse per customer country (Sweden is served from Rotterdam, Poland from Duisburg until Poznań opened). */
const HOME_WAREHOUSE: Record<string, number> = { NL: 10, SE: 10, DE: 20, FR: 30, IT: 40, PL: 50, ES: 60, GB: 70 };

const carrier = (code: string) => CARRIERS.find((c) => c.code === code)!;
const warehouse = (id: number) => WAREHOUSES.find((w) => w.id === id)!;
const isWinter = (day: number) => [11, 0, 1].includes(new Date(day).getUTCMonth());

interface Line {
  item: Item;
  quantity: number;
  priceCents: number;
  /** Discount in hundredths of a per cent (750 = 7.5 %). */
  discountBp: number;
}

class ShipmentStream {
  private rng = new Random("logistics:shipments");
  private customers = getCustomers();
  private itemPickers = ITEM_CATEGORIES.map((category) => {
    const items = getItems().filter((item) => item.categoryCode === category.code);
    return createPicker(
      items,
      items.map((item) => item.popularity),
    );
  });
  private exceptionId = 0;

  *run(): Generator<ShipmentBundle> {
    let shipmentId = 400_000;
    for (const { day, count } of dailyCounts(this.rng, {
      base: 7.2,
      growth: 1.55,
      seasonality: FREIGHT_SEASONALITY,
      weekdays: FREIGHT_WEEKDAYS,
    })) {
      const eligible = this.customers.filter(
        (c) => c.activity > 0 && c.createdAt <= day && (c.closedAt === null || c.closedAt > day),
      );
      const weights = eligible.map((c) => c.activity);
      for (let i = 0; i < count; i++)
        yield this.createShipment(++shipmentId, day, this.rng.weighted(eligible, weights));
    }
  }

  private createShipment(id: number, orderDay: number, customer: Customer): ShipmentBundle {
    const rng = this.rng;
    const origin = this.originWarehouse(customer, orderDay);
    const lines = this.pickLines(customer);
    const weightKg = lines.reduce((sum, line) => sum + line.quantity * line.item.weightKg, 0);
    const domestic = warehouse(origin).countryCode === customer.country.code;
    const shipper = this.pickCarrier(weightKg, domestic, orderDay);
    const cancelled = rng.chance(0.025);
    const shipDay = this.businessDaysLater(orderDay, rng.weighted([0, 1, 2], [35, 50, 15]));
    const planned = this.plannedTransitDays(shipper, domestic);
    const promised = shipDay + planned * DAY;
    const late = rng.chance(shipper.lateness * (isWinter(shipDay) ? 1.6 : 1));
    const actual = late
      ? planned + rng.weighted([1, 2, 3, 4], [50, 28, 14, 8])
      : planned > 1 && rng.chance(0.15)
        ? planned - 1
        : planned;
    const shipped = !cancelled && shipDay < WINDOW_END;
    const deliveredDay = shipped && shipDay + actual * DAY < WINDOW_END ? shipDay + actual * DAY : null;
    const status = cancelled ? "C" : !shipped ? "P" : deliveredDay === null ? "T" : rng.chance(0.018) ? "R" : "D";
    const pallets = weightKg < 35 ? 0 : Math.ceil(weightKg / 420);
    const valueCents = Math.round(
      lines.reduce((sum, l) => sum + l.quantity * l.priceCents * (10_000 - l.discountBp), 0) / 10_000,
    );
    const shipment = [
      id,
      customer.custNo,
      origin,
      shipper.code,
      staffOn(rng, origin, "DSP", orderDay).id,
      shipped && shipper.code === "OWNF" ? staffOn(rng, origin, "DRV", shipDay).id : null,
      formatDate(orderDay),
      shipped ? formatDate(shipDay) : null,
      formatDate(promised),
      deliveredDay === null ? null : formatDate(deliveredDay),
      status,
      customer.city,
      customer.country.code,
      (Math.round(weightKg * 10) / 10).toFixed(1),
      pallets,
      formatCents(this.freightCents(shipper, weightKg, domestic)),
      formatCents(valueCents),
      shipped ? Math.round(rng.logNormal(pallets ? 420 + pallets * 300 : 200, 0.3)) : null,
    ];
    const lineRows = lines.map((l, i) => [
      id,
      (i + 1) * 10,
      l.item.itemNo,
      l.quantity,
      formatCents(l.priceCents),
      (l.discountBp / 100).toString(),
    ]);
    const context = {
      id,
      status,
      shipDay,
      deliveredDay,
      late,
      valueCents,
      crossesChannel: !domestic && [customer.country.code, warehouse(origin).countryCode].includes("GB"),
    };
    return { shipment, lines: lineRows, exceptions: shipped ? this.exceptions(context) : [] };
  }

  /** The home warehouse, or another open one when stock runs short there. */
  private originWarehouse(customer: Customer, day: number): number {
    const open = WAREHOUSES.filter((w) => w.openedAt <= day);
    const home = HOME_WAREHOUSE[customer.country.code];
    const homeOpen = open.some((w) => w.id === home) ? home : 20;
    return this.rng.chance(0.86) ? homeOpen : this.rng.pick(open).id;
  }

  private pickLines(customer: Customer): Line[] {
    const rng = this.rng;
    const count = rng.weighted(LINE_COUNTS, LINE_WEIGHTS);
    const seen = new Set<Item>();
    const bulk = customer.segment === "WHL" ? 2.5 : 1;
    const contract = customer.segment === "WHL" || customer.segment === "HSP";
    while (seen.size < count)
      seen.add(
        this.itemPickers[
          rng.weighted(
            ITEM_CATEGORIES.map((_, i) => i),
            SEGMENT_MIX[customer.segment],
          )
        ](rng),
      );
    return [...seen].map((item) => {
      const [low, high] = ITEM_CATEGORIES.find((c) => c.code === item.categoryCode)!.units;
      const quantity = Math.max(1, Math.round(rng.int(low, high) * bulk));
      const priceCents = contract && rng.chance(0.7) ? Math.round(item.listCents * 0.92) : item.listCents;
      const discountBp = rng.chance(quantity >= 40 ? 0.6 : 0.22) ? rng.weighted(DISCOUNTS, DISCOUNT_WEIGHTS) * 100 : 0;
      return { item, quantity, priceCents, discountBp };
    });
  }

  private pickCarrier(weightKg: number, domestic: boolean, day: number): Carrier {
    const rng = this.rng;
    if (rng.chance(0.03)) return carrier("AERO");
    if (weightKg < 35) return carrier(rng.chance(0.6) ? "SWFT" : "VLCT");
    if (domestic && rng.chance(0.55)) return carrier("OWNF");
    if (!domestic && weightKg > 800 && rng.chance(0.4)) return carrier("CRGO");
    const secondRoad = day <= BALTIX_LAST_DAY ? "BLTX" : "KRSN";
    return carrier(rng.chance(0.55) ? "NWAY" : secondRoad);
  }

  private plannedTransitDays(shipper: Carrier, domestic: boolean): number {
    if (shipper.mode === "A") return 1;
    if (shipper.mode === "L") return 5;
    return domestic ? 1 : shipper.mode === "P" ? 2 : 3;
  }

  /** Road and parcel tariffs per kilo, with a cross-border surcharge; air is priced by weight alone. */
  private freightCents(shipper: Carrier, weightKg: number, domestic: boolean): number {
    const [base, perKg] = { A: [60, 3.2], L: [300, 0.07], P: [6, 0.9], R: domestic ? [45, 0.11] : [90, 0.16] }[
      shipper.mode
    ];
    return Math.round((base + perKg * weightKg) * 100 * this.rng.float(0.95, 1.05));
  }

  private businessDaysLater(day: number, days: number): number {
    let at = day;
    for (let left = days; left > 0 || new Date(at).getUTCDay() === 0;) {
      at += DAY;
      if (new Date(at).getUTCDay() !== 0) left--;
    }
    return at;
  }

  private exceptions(s: {
    id: number;
    status: string;
    shipDay: number;
    deliveredDay: number | null;
    late: boolean;
    valueCents: number;
    crossesChannel: boolean;
  }): SampleRow[] {
    const rng = this.rng;
    const found: [code: string, delayMinutes: number, claimCents: number | null][] = [];
    if (s.late && s.deliveredDay !== null && rng.chance(0.75)) {
      const code = isWinter(s.shipDay) && rng.chance(0.55) ? "WTH" : "DLY";
      found.push([code, rng.int(180, 1_440) + rng.int(0, 2) * 1_440, null]);
    }
    if (s.crossesChannel && rng.chance(0.25)) found.push(["CST", rng.int(120, 2_880), null]);
    if (rng.chance(0.01)) found.push(["ADR", rng.int(30, 600), null]);
    if (s.deliveredDay !== null && rng.chance(0.015))
      found.push(["DMG", 0, Math.round(s.valueCents * rng.float(0.05, 0.6))]);
    if (s.status === "R") found.push(["REF", 0, null]);
    return found.map(([code, delayMinutes, claimCents]) => {
      const at = Math.min(s.shipDay + rng.int(6, 40) * HOUR + rng.int(0, 3_599) * 1_000, WINDOW_END - 60_000);
      const resolved = WINDOW_END - at > 5 * DAY ? "Y" : "N";
      return [
        ++this.exceptionId,
        s.id,
        code,
        formatTimestamp(at),
        delayMinutes,
        claimCents === null ? null : formatCents(claimCents),
        resolved,
      ];
    });
  }
}

/** Regenerated on every call, like the e-commerce order stream. */
export function generateShipments(): Generator<ShipmentBundle> {
  return new ShipmentStream().run();
}
