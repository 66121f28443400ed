// "Freight & Logistics" sample: a European distributor's ERP extract with terse legacy column names, each one
// explained in a column comment. Some relationships are declared as foreign keys, others only by name and comment.
import { formatCents, formatDate } from "./format";
import { CARRIERS, ITEM_CATEGORIES, WAREHOUSES, getCustomers, getItems } from "./logistics-master";
import { generateShipments, type ShipmentBundle } from "./logistics-shipments";
import { getEmployees } from "./logistics-staff";
import { defineTable, type SampleDefinition, type SampleRow } from "./types";

function* fromShipments(select: (bundle: ShipmentBundle) => SampleRow[]): Generator<SampleRow> {
  for (const bundle of generateShipments()) yield* select(bundle);
}

const flag = (value: boolean) => (value ? "Y" : "N");
const optionalDate = (ms: number | null) => (ms === null ? null : formatDate(ms));
const FLAG = "char(1) NOT NULL CHECK (actv_flg IN ('Y', 'N'))";

const itemCategories = defineTable({
  name: "item_cat",
  description: "Item categories.",
  columns: { cat_cd: "varchar(3) PRIMARY KEY", cat_desc: "text NOT NULL UNIQUE" },
  comments: { cat_cd: "Category code", cat_desc: "Category name" },
  rows: () => ITEM_CATEGORIES.map((c) => [c.code, c.name]),
});

const items = defineTable({
  name: "item_mst",
  description: "Item master: the goods we stock and sell, with cost, list price and weight.",
  columns: {
    item_no: "varchar(8) PRIMARY KEY",
    item_desc: "text NOT NULL UNIQUE",
    cat_cd: "varchar(3) NOT NULL",
    unit_cst: "numeric(10,2) NOT NULL",
    lst_prc: "numeric(10,2) NOT NULL",
    wgt_kg: "numeric(8,1) NOT NULL",
    actv_flg: FLAG,
  },
  references: { cat_cd: "item_cat.cat_cd" },
  comments: {
    item_no: "Item number (SKU)",
    item_desc: "Item description",
    cat_cd: "Item category code (item_cat)",
    unit_cst: "Standard cost of one unit in EUR, what we pay the supplier",
    lst_prc: "List selling price of one unit in EUR",
    wgt_kg: "Weight of one unit in kilograms",
    actv_flg: "Active flag: Y = sold, N = discontinued",
  },
  rows: () =>
    getItems().map((i) => [
      i.itemNo,
      i.description,
      i.categoryCode,
      formatCents(i.costCents),
      formatCents(i.listCents),
      i.weightKg.toFixed(1),
      flag(i.active),
    ]),
});

const warehouses = defineTable({
  name: "wh_mst",
  description: "Warehouses and distribution centres that shipments leave from.",
  columns: {
    wh_id: "smallint PRIMARY KEY",
    wh_nm: "text NOT NULL UNIQUE",
    cty: "text NOT NULL",
    ctry_cd: "char(2) NOT NULL",
    cap_plt: "integer NOT NULL",
    opn_dt: "date NOT NULL",
  },
  comments: {
    wh_id: "Warehouse number",
    wh_nm: "Warehouse name",
    cty: "City",
    ctry_cd: "Country, ISO 3166 two-letter code",
    cap_plt: "Storage capacity in pallet places",
    opn_dt: "Date the warehouse opened",
  },
  rows: () => WAREHOUSES.map((w) => [w.id, w.name, w.city, w.countryCode, w.capacityPallets, formatDate(w.openedAt)]),
});

const carriers = defineTable({
  name: "carr_mst",
  description: "Carriers: our own fleet and the hauliers, parcel services, rail and air freight companies we contract.",
  columns: {
    carr_cd: "varchar(4) PRIMARY KEY",
    carr_nm: "text NOT NULL UNIQUE",
    mode_cd: "char(1) NOT NULL CHECK (mode_cd IN ('R', 'P', 'L', 'A'))",
    hq_ctry: "char(2) NOT NULL",
    ctr_st_dt: "date NOT NULL",
    actv_flg: FLAG,
  },
  comments: {
    carr_cd: "Carrier code",
    carr_nm: "Carrier name",
    mode_cd: "Transport mode: R = road, P = parcel, L = rail, A = air",
    hq_ctry: "Country of the carrier's head office, ISO two-letter code",
    ctr_st_dt: "Start date of the carrier's contract with us",
    actv_flg: "Active flag: Y = under contract, N = contract ended",
  },
  rows: () => CARRIERS.map((c) => [c.code, c.name, c.mode, c.countryCode, formatDate(c.contractStart), flag(c.active)]),
});

const customers = defineTable({
  name: "cust_mst",
  description: "Customer master: the businesses we deliver to.",
  columns: {
    cust_no: "integer PRIMARY KEY",
    cust_nm: "text NOT NULL UNIQUE",
    cty: "text NOT NULL",
    ctry_cd: "char(2) NOT NULL",
    seg_cd: "varchar(3) NOT NULL",
    crt_dt: "date NOT NULL",
    cr_lmt: "numeric(12,2) NOT NULL",
    pay_trm_dd: "smallint NOT NULL",
    actv_flg: FLAG,
  },
  comments: {
    cust_no: "Customer number",
    cust_nm: "Customer (company) name",
    cty: "City",
    ctry_cd: "Country, ISO 3166 two-letter code",
    seg_cd: "Customer segment: RTL = retail, WHL = wholesale, MFG = manufacturing, HSP = healthcare, ECM = e-commerce",
    crt_dt: "Date the customer account was created",
    cr_lmt: "Credit limit in EUR",
    pay_trm_dd: "Payment terms in days",
    actv_flg: "Active flag: Y = active customer, N = account closed",
  },
  rows: () =>
    getCustomers().map((c) => [
      c.custNo,
      c.name,
      c.city,
      c.country.code,
      c.segment,
      formatDate(c.createdAt),
      formatCents(c.creditLimitEur * 100),
      c.paymentTermDays,
      flag(c.closedAt === null),
    ]),
});

const employees = defineTable({
  name: "emp",
  description: "Employees of operations: managers, supervisors, dispatchers, drivers and clerks, with their manager.",
  columns: {
    emp_id: "integer PRIMARY KEY",
    emp_nm: "text NOT NULL UNIQUE",
    job_cd: "varchar(3) NOT NULL",
    wh_id: "smallint NOT NULL",
    mgr_id: "integer",
    hire_dt: "date NOT NULL",
    term_dt: "date",
    hrly_rt: "numeric(6,2) NOT NULL",
  },
  references: { mgr_id: "emp.emp_id" },
  comments: {
    emp_id: "Employee number",
    emp_nm: "Employee full name",
    job_cd:
      "Job: DIR = director of operations, MGR = warehouse manager, SUP = shift supervisor, DSP = dispatcher, DRV = driver, CLK = clerk",
    wh_id: "Warehouse the employee works at (wh_mst)",
    mgr_id: "Employee number of the employee's manager (emp); empty for the director",
    hire_dt: "Hire date",
    term_dt: "Last day of employment; empty while still employed",
    hrly_rt: "Hourly pay rate in EUR",
  },
  rows: () =>
    getEmployees().map((e) => [
      e.id,
      e.name,
      e.job,
      e.warehouseId,
      e.managerId,
      formatDate(e.hiredAt),
      optionalDate(e.leftAt),
      formatCents(e.hourlyCents),
    ]),
});

const shipments = defineTable({
  name: "shpmt",
  description:
    "Shipments (one customer order each): dates, status, route, carrier, weight, freight charge and goods value.",
  columns: {
    shpmt_id: "integer PRIMARY KEY",
    cust_no: "integer NOT NULL",
    orig_wh_id: "smallint NOT NULL",
    carr_cd: "varchar(4) NOT NULL",
    dsp_emp_id: "integer NOT NULL",
    drv_emp_id: "integer",
    ord_dt: "date NOT NULL",
    shp_dt: "date",
    prom_dt: "date NOT NULL",
    dlv_dt: "date",
    sts: "char(1) NOT NULL CHECK (sts IN ('P', 'T', 'D', 'R', 'C'))",
    dest_cty: "text NOT NULL",
    dest_ctry: "char(2) NOT NULL",
    tot_wgt_kg: "numeric(10,1) NOT NULL",
    plt_cnt: "smallint NOT NULL",
    frt_amt: "numeric(10,2) NOT NULL",
    inv_amt: "numeric(12,2) NOT NULL",
    ld_sec: "integer",
  },
  references: { cust_no: "cust_mst.cust_no" },
  indexes: [["ord_dt"], ["carr_cd"]],
  comments: {
    shpmt_id: "Shipment number",
    cust_no: "Customer receiving the shipment (cust_mst)",
    orig_wh_id: "Warehouse the shipment leaves from (wh_mst)",
    carr_cd: "Carrier moving the shipment (carr_mst)",
    dsp_emp_id: "Dispatcher who planned the shipment (emp)",
    drv_emp_id: "Driver, for shipments on our own fleet (emp); empty otherwise",
    ord_dt: "Date the order was received",
    shp_dt: "Date the shipment left the warehouse; empty if not shipped",
    prom_dt: "Delivery date promised to the customer",
    dlv_dt: "Date of delivery; empty until delivered",
    sts: "Status: P = pending (not shipped yet), T = in transit, D = delivered, R = returned by the consignee, C = cancelled",
    dest_cty: "Destination city",
    dest_ctry: "Destination country, ISO two-letter code",
    tot_wgt_kg: "Total weight in kilograms",
    plt_cnt: "Number of pallets (0 for parcels)",
    frt_amt: "Freight charged to the customer in EUR",
    inv_amt:
      "Invoiced goods value in EUR: the sum over its lines of qty × unit_prc × (1 − disc_pct / 100), freight excluded",
    ld_sec: "Time spent loading at the dock, in seconds; empty if not shipped",
  },
  rows: () => fromShipments((bundle) => [bundle.shipment]),
});

const shipmentLines = defineTable({
  name: "shpmt_ln",
  description: "Shipment lines: the items in each shipment, with quantity, unit price and discount.",
  columns: {
    shpmt_id: "integer NOT NULL",
    ln_no: "smallint NOT NULL",
    item_no: "varchar(8) NOT NULL",
    qty: "integer NOT NULL CHECK (qty > 0)",
    unit_prc: "numeric(10,2) NOT NULL",
    disc_pct: "numeric(5,2) NOT NULL DEFAULT 0",
  },
  primaryKey: ["shpmt_id", "ln_no"],
  references: { shpmt_id: "shpmt.shpmt_id", item_no: "item_mst.item_no" },
  comments: {
    shpmt_id: "Shipment number (shpmt)",
    ln_no: "Line number within the shipment: 10, 20, 30 and so on",
    item_no: "Item shipped (item_mst)",
    qty: "Quantity in units",
    unit_prc: "Price per unit on this line in EUR (contract customers pay below list price)",
    disc_pct: "Line discount in per cent (7.5 = 7.5 % off)",
  },
  rows: () => fromShipments((bundle) => bundle.lines),
});

const exceptions = defineTable({
  name: "exc_log",
  description: "Delivery exceptions logged against shipments: delays, customs holds, damage and refusals.",
  columns: {
    exc_id: "integer PRIMARY KEY",
    shpmt_id: "integer NOT NULL",
    exc_cd: "varchar(3) NOT NULL",
    exc_ts: "timestamp NOT NULL",
    dly_min: "integer NOT NULL",
    clm_amt: "numeric(12,2)",
    rslv_flg: "char(1) NOT NULL CHECK (rslv_flg IN ('Y', 'N'))",
  },
  references: { shpmt_id: "shpmt.shpmt_id" },
  comments: {
    exc_id: "Exception number",
    shpmt_id: "Shipment concerned (shpmt)",
    exc_cd:
      "Exception type: DLY = delay (traffic, capacity), WTH = weather delay, CST = customs hold, ADR = address problem, DMG = goods damaged, REF = refused by the consignee",
    exc_ts: "When the exception was logged",
    dly_min: "Delay it caused, in minutes (0 if none)",
    clm_amt: "Damage claim in EUR; empty when there is no claim",
    rslv_flg: "Resolved flag: Y = resolved, N = still open",
  },
  rows: () => fromShipments((bundle) => bundle.exceptions),
});

export const logistics: SampleDefinition = {
  id: "logistics",
  name: "Freight & Logistics",
  type: "postgresql",
  category: "Logistics",
  icon: "🚚",
  iconName: "truck",
  description:
    "A European distributor's ERP tables with terse legacy column names: warehouses, carriers, customers, items, staff, three years of shipments and delivery exceptions.",
  schema: "logistics",
  tables: [itemCategories, items, warehouses, carriers, customers, employees, shipments, shipmentLines, exceptions],
};
