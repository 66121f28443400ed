// Staff of the logistics sample: a director, a manager per warehouse, supervisors, dispatchers, drivers and clerks.
import { DAY, WINDOW_END, WINDOW_START } from "./calendar";
import { createPerson } from "./geography";
import { WAREHOUSES, countryByCode, type Warehouse } from "./logistics-master";
import { Random } from "./random";
import { memo } from "./types";

/** DIR director of operations, MGR warehouse manager, SUP shift supervisor, DSP dispatcher, DRV driver, CLK clerk. */
export type JobCode = "DIR" | "MGR" | "SUP" | "DSP" | "DRV" | "CLK";

export interface Employee {
  id: number;
  name: string;
  job: JobCode;
  warehouseId: number;
  managerId: number | null;
  hiredAt: number;
  leftAt: number | null;
  hourlyCents: number;
}

/** Hourly pay range in euros. */
const PAY: Record<JobCode, [number, number]> = {
  DIR: [68, 68],
  MGR: [38, 48],
  SUP: [25, 32],
  DSP: [19, 26],
  DRV: [16, 22],
  CLK: [15, 19],
};
/** Share of dispatchers and drivers who leave during the window; each is replaced a few weeks later. */
const TURNOVER = 0.14;

class StaffBuilder {
  private rng = new Random("logistics:staff");
  private names = new Set<string>();
  readonly staff: Employee[] = [];

  hire(job: JobCode, warehouse: Warehouse, managerId: number | null, hiredAt: number): Employee {
    const [low, high] = PAY[job];
    const employee: Employee = {
      id: 1001 + this.staff.length,
      name: this.uniqueName(warehouse),
      job,
      warehouseId: warehouse.id,
      managerId,
      hiredAt: hiredAt - (hiredAt % DAY),
      leftAt: null,
      hourlyCents: this.rng.int(low * 4, high * 4) * 25,
    };
    this.staff.push(employee);
    return employee;
  }

  /** Before the warehouse opened (or the window began), by up to `years`. */
  startDate(warehouse: Warehouse, years: number): number {
    const latest = Math.max(warehouse.openedAt, WINDOW_START - 30 * DAY);
    const earliest = Math.max(warehouse.openedAt - 90 * DAY, latest - years * 365 * DAY);
    return this.rng.between(earliest, latest);
  }

  /** A share of the crew leaves during the window; a successor with the same manager starts 2 to 6 weeks later. */
  turnover(crew: Employee[], warehouse: Warehouse): void {
    for (const employee of crew) {
      if (!this.rng.chance(TURNOVER)) continue;
      const leftAt = this.rng.between(Math.max(WINDOW_START, employee.hiredAt + 180 * DAY), WINDOW_END - 45 * DAY);
      employee.leftAt = leftAt - (leftAt % DAY);
      this.hire(employee.job, warehouse, employee.managerId, employee.leftAt + this.rng.int(14, 42) * DAY);
    }
  }

  crew(job: JobCode, warehouse: Warehouse, count: number, managers: Employee[]): Employee[] {
    return Array.from({ length: count }, () =>
      this.hire(job, warehouse, this.rng.pick(managers).id, this.startDate(warehouse, 9)),
    );
  }

  size(small: number, large: number, warehouse: Warehouse): number {
    return warehouse.capacityPallets >= 14_000 ? large : small + this.rng.int(0, 1);
  }

  private uniqueName(warehouse: Warehouse): string {
    for (;;) {
      const person = createPerson(this.rng, countryByCode(warehouse.countryCode));
      const name = `${person.firstName} ${person.lastName}`;
      if (!this.names.has(name)) return (this.names.add(name), name);
    }
  }
}

export const getEmployees = memo((): Employee[] => {
  const builder = new StaffBuilder();
  const director = builder.hire("DIR", WAREHOUSES[0], null, Date.UTC(2010, 2, 1));
  for (const warehouse of WAREHOUSES) {
    const manager = builder.hire("MGR", warehouse, director.id, builder.startDate(warehouse, 12));
    const supervisors = builder.crew("SUP", warehouse, builder.size(1, 2, warehouse), [manager]);
    const dispatchers = builder.crew("DSP", warehouse, builder.size(2, 3, warehouse), supervisors);
    const drivers = builder.crew("DRV", warehouse, builder.size(5, 9, warehouse), supervisors);
    builder.crew("CLK", warehouse, 1, [manager]);
    builder.turnover([...dispatchers, ...drivers], warehouse);
  }
  return builder.staff;
});

/** Someone of that job at the warehouse who is employed on `day`; any of them if the post is briefly vacant. */
export function staffOn(rng: Random, warehouseId: number, job: JobCode, day: number): Employee {
  const all = getEmployees().filter((e) => e.warehouseId === warehouseId && e.job === job);
  const present = all.filter((e) => e.hiredAt <= day && (e.leftAt === null || e.leftAt > day));
  return rng.pick(present.length ? present : all);
}
