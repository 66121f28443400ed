// Abbreviations legacy and ERP schemas write names with ("cust_nm", "shp_dt", "wh_id"), shared by the engine (a
// question's "customer name" links to cust_nm) and the answer's labels ("Customer name", not "cust nm").

/** Each abbreviation's words; `""` drops a word that only says what kind of table it is ("mst"). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  cust: "customer", custs: "customers", cst: "cost", shp: "ship", shpmt: "shipment", shpmts: "shipments", shipmt: "shipment",
  carr: "carrier", emp: "employee", emps: "employees", empl: "employee", wh: "warehouse", whs: "warehouse", exc: "exception",
  itm: "item", mst: "", mstr: "", ln: "line", lns: "lines", dt: "date", dte: "date", ts: "timestamp", tm: "time", amt: "amount",
  qty: "quantity", prc: "price", wgt: "weight", wt: "weight", sts: "status", stat: "status", cd: "code", nm: "name",
  desc: "description", dscr: "description", ctry: "country", cntry: "country", dest: "destination", orig: "origin",
  frt: "freight", inv: "invoice", disc: "discount", pct: "percent", dly: "delay", clm: "claim", mgr: "manager",
  drv: "driver", dsp: "dispatcher", seg: "segment", lmt: "limit", trm: "term", rslv: "resolved", flg: "flag",
  ord: "order", ords: "orders", prod: "product", prods: "products", cat: "category", cats: "categories", addr: "address",
  tel: "phone", ph: "phone", acct: "account", accts: "accounts", txn: "transaction", trx: "transaction", bal: "balance",
  dept: "department", mgmt: "management", actv: "active", crt: "created", upd: "updated", dlv: "delivery", prom: "promised",
  rcv: "received", rcvd: "received", sup: "supplier", supp: "supplier", vnd: "vendor", vend: "vendor", loc: "location",
  reg: "region", rgn: "region", tot: "total", avg: "average", cnt: "count", num: "number", lst: "list", hrs: "hours",
  hr: "hour", mins: "minutes", sec: "seconds", secs: "seconds", yr: "year", mo: "month", wk: "week", dd: "days",
  cty: "city", ld: "loading", plt: "pallet", plts: "pallets", hq: "headquarters", hrly: "hourly", rt: "rate", ctr: "contract",
  cr: "credit",
});

/** A word of a name spelled out: "cust" → ["customer"], "mst" → [], "price" → ["price"]. */
export function spellOut(word: string): string[] {
  const long = ABBREVIATIONS[word];
  return long === undefined ? [word] : long ? long.split(" ") : [];
}
