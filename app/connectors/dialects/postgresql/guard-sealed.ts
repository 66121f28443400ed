// The guard's sealed mode, for CSV connections: the uploads database holds every tenant's uploads, so SQL through
// one upload may name only that upload's schema and call only functions that compute on their arguments. The
// catalog (pg_class, information_schema, pg_stat_*), functions that read it by name or oid (pg_relation_size,
// to_regclass, pg_get_*, obj_description) and casts to reg* types (16384::regclass prints a table's name) would
// list other tenants' schemas, tables, columns and sizes (ADR 041). An allow list, not a deny list: a function
// the list forgot is refused, never run.
import { refuse, type SealedScope } from "../../sql-guard-rules";

type Node = Record<string, unknown>;

const SEALED = "a CSV connection reads only its own upload's tables";
const CLOSING = "Only the uploaded table and common functions can be used.";

// Functions that compute on their arguments only: no catalog lookup by name or oid, no server state.
// Lower case, unqualified or in pg_catalog. SQL syntax the parser turns into calls is included
// (EXTRACT → extract, TRIM → btrim, AT TIME ZONE → timezone, SIMILAR TO → similar_to_escape).
const ALLOWED_FUNCTIONS = new Set(
  [
    // aggregates
    "count sum avg min max stddev stddev_pop stddev_samp variance var_pop var_samp bool_and bool_or every",
    "string_agg array_agg json_agg jsonb_agg json_object_agg jsonb_object_agg percentile_cont percentile_disc mode",
    "corr covar_pop covar_samp regr_avgx regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx regr_sxy",
    "regr_syy any_value range_agg bit_and bit_or bit_xor",
    // window functions
    "row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value",
    // numbers
    "abs ceil ceiling floor round trunc sign sqrt cbrt power pow exp ln log log10 mod div width_bucket pi",
    "degrees radians sin cos tan asin acos atan atan2 sind cosd tand gcd lcm factorial scale min_scale trim_scale",
    "random random_normal float8 numeric int4 int8 to_number",
    // text
    "lower upper initcap length char_length character_length octet_length bit_length substring substr left right",
    "lpad rpad btrim ltrim rtrim replace translate concat concat_ws split_part strpos position reverse repeat",
    "format regexp_replace regexp_match regexp_matches regexp_split_to_array regexp_split_to_table regexp_like",
    "regexp_count regexp_instr regexp_substr starts_with md5 sha256 sha512 to_hex ascii chr quote_literal",
    "quote_nullable string_to_array string_to_table array_to_string normalize is_normalized overlay",
    "similar_to_escape text casefold",
    // dates and times
    "now date_trunc date_part extract age to_char to_date to_timestamp make_date make_time make_timestamp",
    "make_timestamptz make_interval date_bin justify_days justify_hours justify_interval clock_timestamp",
    "statement_timestamp transaction_timestamp timezone isfinite date_add date_subtract overlaps",
    // arrays, ranges, JSON
    "array_length cardinality unnest array_position array_positions array_append array_prepend array_cat",
    "array_remove array_replace array_upper array_lower array_dims array_ndims array_fill trim_array",
    "generate_series generate_subscripts isempty lower_inc upper_inc lower_inf upper_inf",
    "to_json to_jsonb row_to_json array_to_json json_build_object jsonb_build_object json_build_array",
    "jsonb_build_array json_object jsonb_object json_extract_path json_extract_path_text jsonb_extract_path",
    "jsonb_extract_path_text json_array_length jsonb_array_length json_array_elements jsonb_array_elements",
    "json_array_elements_text jsonb_array_elements_text json_each jsonb_each json_each_text jsonb_each_text",
    "json_object_keys jsonb_object_keys json_typeof jsonb_typeof jsonb_pretty jsonb_strip_nulls json_strip_nulls",
    "jsonb_set jsonb_insert jsonb_path_query jsonb_path_query_array jsonb_path_query_first jsonb_path_exists",
    "jsonb_path_match",
    // nulls and comparisons written as calls
    "num_nulls num_nonnulls nullif coalesce greatest least",
  ]
    .join(" ")
    .split(" "),
);

// Printing a reg* value names the object an oid stands for; reading one looks a name up: neither checks rights.
const CATALOG_TYPE = /^reg[a-z]*$/;
const PRODUCT_NAMES = new Set(["SVFOP_SESSION_USER", "SVFOP_CURRENT_CATALOG"]); // the gateway login, the uploads database
// XML parsing and XMLTABLE are nothing a CSV question needs, and a parser of documents is more to trust.
const REFUSED_NODES: Record<string, string> = {
  XmlExpr: "XML function",
  XmlSerialize: "XMLSERIALIZE",
  RangeTableFunc: "XMLTABLE",
};
const SAMPLE_METHODS = new Set(["bernoulli", "system"]);

export function checkSealedNode(type: string, node: Node, scope: SealedScope): void {
  if (type === "RangeVar" && node.relname !== undefined) checkRelation(node, scope);
  else if (type === "FuncCall") checkFunction(nameParts(node.funcname));
  else if (type === "TypeName") checkType(nameParts(node.names), scope);
  else if (type === "SQLValueFunction" && PRODUCT_NAMES.has(String(node.op))) {
    refuseSealed(
      String(node.op)
        .replace(/^SVFOP_/, "")
        .toLowerCase(),
    );
  } else if (REFUSED_NODES[type]) refuseSealed(REFUSED_NODES[type]);
  else if (type === "A_Expr") checkQualifier(nameParts(node.name), "operator");
  else if (type === "RangeTableSample") checkSampleMethod(nameParts(node.method));
  else if (type === "CollateClause") checkQualifier(nameParts(node.collname), "collation");
}

function refuseSealed(what: string): never {
  refuse(what, SEALED, CLOSING);
}

function nameParts(list: unknown): string[] {
  return ((list as Node[] | undefined) ?? []).map((part) => String((part.String as Node | undefined)?.sval ?? ""));
}

const qualified = (parts: string[]) => parts.join(".");

function checkRelation(node: Node, scope: SealedScope): void {
  const schema = node.schemaname === undefined ? undefined : String(node.schemaname);
  const table = String(node.relname);
  const name = schema === undefined ? table : `${schema}.${table}`;
  if (node.catalogname !== undefined) refuseSealed(`table ${node.catalogname}.${name}`);
  if (schema !== undefined && schema !== scope.schema) refuseSealed(`table ${name}`);
  // pg_catalog is searched before the upload's schema, so an unqualified pg_… name may be the server's catalog.
  if (schema === undefined && table.toLowerCase().startsWith("pg_")) refuseSealed(`table ${name}`);
}

function checkFunction(parts: string[]): void {
  const name = parts[parts.length - 1];
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (parts.length > 2 || (schema !== undefined && schema !== "pg_catalog"))
    refuseSealed(`function ${qualified(parts)}()`);
  if (!ALLOWED_FUNCTIONS.has(name)) refuseSealed(`function ${name}()`);
}

function checkType(parts: string[], scope: SealedScope): void {
  if (parts.length === 0) return; // a wrapper: its TypeName is visited next
  const name = parts[parts.length - 1];
  if (CATALOG_TYPE.test(name.toLowerCase())) refuseSealed(`type ${qualified(parts)}`);
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (parts.length > 2 || (schema !== undefined && schema !== "pg_catalog" && schema !== scope.schema))
    refuseSealed(`type ${qualified(parts)}`);
}

/** Operators and collations live in pg_catalog; naming another schema asks whether it exists. */
function checkQualifier(parts: string[], kind: string): void {
  if (parts.length > 1 && parts[parts.length - 2] !== "pg_catalog") refuseSealed(`${kind} ${qualified(parts)}`);
}

function checkSampleMethod(parts: string[]): void {
  const name = parts[parts.length - 1];
  if (!SAMPLE_METHODS.has(name) || (parts.length > 1 && parts[0] !== "pg_catalog"))
    refuseSealed(`sampling method ${qualified(parts)}`);
}
