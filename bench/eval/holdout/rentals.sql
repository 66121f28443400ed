-- Held-out evaluation database: residential property-management company that
-- rents out apartments, houses, condos, townhouses and duplexes in seven US
-- cities on behalf of property owners.
-- Deterministic: every "random" value derives from md5() of a fixed string, so
-- each run produces identical data. Activity covers 2023-01-01 .. 2026-10-31.
-- Usage: psql -v ON_ERROR_STOP=1 -d <empty database> -f rentals.sql

SET client_min_messages = warning;

-- ------------------------------------------------------------------ helpers
-- Session-local (pg_temp) helpers; dropped explicitly at the end.

-- stable pseudo-random integer in [0, 2^28) from a text seed
CREATE FUNCTION pg_temp.h(seed text) RETURNS integer
LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(seed), 1, 7))::bit(28)::integer $$;

-- stable pseudo-random double in [0, 1)
CREATE FUNCTION pg_temp.u(seed text) RETURNS double precision
LANGUAGE sql IMMUTABLE AS
$$ SELECT pg_temp.h(seed)::double precision / 268435456.0 $$;

-- lease term in months for the n-th lease of property p
CREATE FUNCTION pg_temp.term_m(p integer, n integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN pg_temp.u('term' || p || '-' || n) < 0.10 THEN 6
               WHEN pg_temp.u('term' || p || '-' || n) < 0.90 THEN 12
               ELSE 18 END $$;

-- does the tenant renew after the n-th lease (k = lease number within tenancy)
CREATE FUNCTION pg_temp.renews(p integer, n integer, k integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS
$$ SELECT pg_temp.u('renew' || p || '-' || n)
          < CASE WHEN k = 1 THEN 0.45 WHEN k = 2 THEN 0.35 ELSE 0.15 END $$;

-- does the n-th lease end before its term (only when not renewing)
CREATE FUNCTION pg_temp.early(p integer, n integer, k integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS
$$ SELECT NOT pg_temp.renews(p, n, k) AND pg_temp.u('early' || p || '-' || n) < 0.09 $$;

-- day the n-th lease actually ends (ignoring the data horizon and sales)
CREATE FUNCTION pg_temp.lease_end(p integer, n integer, k integer, s date) RETURNS date
LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN pg_temp.early(p, n, k)
               THEN s + 45 + pg_temp.h('edays' || p || '-' || n) % (pg_temp.term_m(p, n) * 30 - 75)
               ELSE (s + make_interval(months => pg_temp.term_m(p, n)))::date - 1 END $$;

-- start of the lease that follows the n-th one (renewal or next tenant)
CREATE FUNCTION pg_temp.next_start(p integer, n integer, k integer, s date) RETURNS date
LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN pg_temp.renews(p, n, k) THEN pg_temp.lease_end(p, n, k, s) + 1
               WHEN pg_temp.u('gapl' || p || '-' || n) < 0.05
               THEN pg_temp.lease_end(p, n, k, s) + 120 + pg_temp.h('gap' || p || '-' || n) % 200
               ELSE pg_temp.lease_end(p, n, k, s) + 7 + pg_temp.h('gap' || p || '-' || n) % 75 END $$;

-- ------------------------------------------------------------------- schema

CREATE TABLE agents (
    agent_id         integer PRIMARY KEY,
    full_name        varchar(100) NOT NULL UNIQUE,
    email            varchar(120) NOT NULL UNIQUE,
    phone            varchar(20),
    office_city      varchar(60)  NOT NULL,
    hired_on         date         NOT NULL,
    left_on          date,
    commission_rate  numeric(4,2) NOT NULL
);

CREATE TABLE owners (
    owner_id         integer PRIMARY KEY,
    owner_name       varchar(120) NOT NULL UNIQUE,
    owner_type       varchar(20)  NOT NULL,          -- individual / llc / trust
    email            varchar(120),
    phone            varchar(20),
    mailing_city     varchar(60)  NOT NULL,
    management_fee_pct numeric(4,2) NOT NULL,
    joined_on        date         NOT NULL
);

CREATE TABLE properties (
    property_id      integer PRIMARY KEY,
    owner_id         integer      NOT NULL REFERENCES owners (owner_id),
    agent_id         integer      NOT NULL REFERENCES agents (agent_id),  -- managing agent
    address          varchar(200) NOT NULL,
    city             varchar(60)  NOT NULL,
    state            char(2)      NOT NULL,
    zip_code         varchar(10)  NOT NULL,
    property_type    varchar(20)  NOT NULL,
    bedrooms         integer      NOT NULL,
    bathrooms        numeric(3,1) NOT NULL,
    square_feet      integer,
    year_built       integer,
    pets_allowed     boolean      NOT NULL,
    monthly_rent     numeric(10,2) NOT NULL,                            -- current asking rent
    listed_on        date         NOT NULL,
    sold_on          date
);

CREATE TABLE tenants (
    tenant_id        integer PRIMARY KEY,
    first_name       varchar(50)  NOT NULL,
    last_name        varchar(50)  NOT NULL,
    email            varchar(120) NOT NULL UNIQUE,
    phone            varchar(20),
    date_of_birth    date,
    annual_income    numeric(10,2),
    created_at       timestamp    NOT NULL
);

CREATE TABLE leases (
    lease_id         integer PRIMARY KEY,
    property_id      integer      NOT NULL REFERENCES properties (property_id),
    tenant_id        integer      NOT NULL REFERENCES tenants (tenant_id),
    agent_id         integer      NOT NULL REFERENCES agents (agent_id),  -- agent who signed it
    renewed_from_lease_id integer REFERENCES leases (lease_id),
    signed_on        date         NOT NULL,
    start_date       date         NOT NULL,
    term_months      integer      NOT NULL,
    end_date         date,                                              -- NULL while running
    monthly_rent     numeric(10,2) NOT NULL,
    deposit          numeric(10,2) NOT NULL,
    status           varchar(20)  NOT NULL                              -- active / expired / terminated_early
);

CREATE TABLE rent_payments (
    payment_id       integer PRIMARY KEY,
    lease_id         integer      NOT NULL REFERENCES leases (lease_id),
    due_date         date         NOT NULL,
    amount           numeric(10,2) NOT NULL,
    paid_on          date,
    payment_method   varchar(20),
    late_fee         numeric(10,2) NOT NULL DEFAULT 0
);

CREATE TABLE maintenance_requests (
    request_id       integer PRIMARY KEY,
    property_id      integer      NOT NULL REFERENCES properties (property_id),
    tenant_id        integer      REFERENCES tenants (tenant_id),
    opened_at        timestamp    NOT NULL,
    category         varchar(30)  NOT NULL,
    priority         varchar(20)  NOT NULL,
    description      varchar(200) NOT NULL,
    status           varchar(20)  NOT NULL,                             -- new / scheduled / completed
    vendor_name      varchar(100),
    resolved_at      timestamp,
    cost             numeric(10,2)
);

CREATE TABLE inspections (
    inspection_id    integer PRIMARY KEY,
    property_id      integer      NOT NULL REFERENCES properties (property_id),
    agent_id         integer      NOT NULL REFERENCES agents (agent_id),
    inspected_on     date         NOT NULL,
    inspection_type  varchar(20)  NOT NULL,                             -- move_in / move_out / annual
    result           varchar(20)  NOT NULL,                             -- pass / pass_with_notes / fail
    score            integer,
    notes            varchar(300)
);

-- ------------------------------------------------------------------- agents

INSERT INTO agents (agent_id, full_name, email, phone, office_city, hired_on, left_on, commission_rate)
SELECT a.id, a.nm,
       lower(replace(replace(a.nm, '''', ''), ' ', '.')) || '@keystonerentals.com',
       CASE WHEN a.id IN (8, 17) THEN NULL
            ELSE '(' || (200 + pg_temp.h('aph' || a.id) % 700) || ') 555-'
                 || lpad((pg_temp.h('apn' || a.id) % 10000)::text, 4, '0') END,
       a.city, a.hired::date, a.left_on::date, a.comm
FROM (VALUES
    ( 1, 'Maria Delgado',   'Austin',   '2018-04-02', NULL,         4.50),
    ( 2, 'Kevin Brooks',    'Austin',   '2020-01-13', NULL,         4.00),
    ( 3, 'Priya Raman',     'Austin',   '2021-06-01', NULL,         3.75),
    ( 4, 'Tom Hadley',      'Austin',   '2019-02-18', '2025-07-15', 4.25),
    ( 5, 'Jasmine Ortiz',   'Austin',   '2024-02-05', NULL,         3.50),
    ( 6, 'Ethan Walsh',     'Denver',   '2018-09-10', NULL,         4.50),
    ( 7, 'Hannah Kim',      'Denver',   '2020-05-04', NULL,         4.00),
    ( 8, 'Luis Ferreira',   'Denver',   '2022-03-14', NULL,         3.50),
    ( 9, 'Colleen O''Brien', 'Denver',  '2019-08-19', '2026-03-31', 4.25),
    (10, 'Marcus Reed',     'Phoenix',  '2019-01-07', NULL,         4.25),
    (11, 'Sofia Alvarez',   'Phoenix',  '2021-03-22', NULL,         3.75),
    (12, 'Derek Yang',      'Phoenix',  '2022-07-11', NULL,         3.50),
    (13, 'Natalie Fischer', 'Portland', '2018-11-05', NULL,         4.50),
    (14, 'Omar Haddad',     'Portland', '2021-09-13', NULL,         3.75),
    (15, 'Grace Liu',       'Portland', '2023-06-01', NULL,         3.25),
    (16, 'Brandon Price',   'Raleigh',  '2020-02-24', NULL,         4.00),
    (17, 'Aisha Mensah',    'Raleigh',  '2022-01-10', NULL,         3.50),
    (18, 'Kyle Jensen',     'Raleigh',  '2023-09-05', NULL,         3.25),
    (19, 'Rachel Stein',    'Columbus', '2019-05-06', NULL,         4.00),
    (20, 'Victor Nwosu',    'Columbus', '2021-10-18', NULL,         3.50),
    (21, 'Lauren Pike',     'Tampa',    '2020-07-27', NULL,         4.00),
    (22, 'Diego Marin',     'Tampa',    '2022-04-04', NULL,         3.50)
) AS a(id, nm, city, hired, left_on, comm);

-- weight factor per agent: a larger factor makes the agent picked less often
CREATE TEMP TABLE agent_w AS
SELECT agent_id, office_city, hired_on, left_on,
       1.0 + (pg_temp.h('aw' || agent_id) % 7) * 0.18 AS w
FROM agents;

-- ----------------------------------------------------------- owner staging

CREATE TEMP TABLE owner_stage AS
SELECT o,
       CASE WHEN o IN (5, 9) THEN 'trust'
            WHEN o <= 12 THEN 'llc'
            WHEN pg_temp.u('otype' || o) < 0.72 THEN 'individual'
            WHEN pg_temp.u('otype' || o) < 0.93 THEN 'llc'
            ELSE 'trust' END AS owner_type,
       pg_temp.u('ohome' || o) AS uhome
FROM generate_series(1, 220) AS o;

-- ---------------------------------------------------------- property staging

CREATE TEMP TABLE prop_stage AS
WITH owned AS (
    SELECT p,
           CASE WHEN r <= 220 THEN r
                ELSE 1 + floor(220 * power(pg_temp.u('ownr' || p), 2))::integer END AS own_rank
    FROM (SELECT p, row_number() OVER (ORDER BY pg_temp.h('own' || p)) AS r
          FROM generate_series(1, 750) AS p) x
), base AS (
    -- most owners keep their properties in their home market; companies spread out
    SELECT w.p, w.own_rank,
           CASE WHEN pg_temp.u('loc' || w.p)
                     < CASE os.owner_type WHEN 'individual' THEN 0.88 WHEN 'trust' THEN 0.65 ELSE 0.40 END
                THEN os.uhome ELSE pg_temp.u('city' || w.p) END AS uc,
           pg_temp.u('type' || w.p) AS ut,
           pg_temp.u('beds' || w.p) AS ub,
           pg_temp.u('list' || w.p) AS ul,
           pg_temp.u('list2' || w.p) AS ul2
    FROM owned w JOIN owner_stage os ON os.o = w.own_rank
), typed AS (
    SELECT p, own_rank, ub, ul, ul2,
           CASE WHEN uc < 0.23 THEN 'Austin'   WHEN uc < 0.41 THEN 'Denver'
                WHEN uc < 0.57 THEN 'Phoenix'  WHEN uc < 0.70 THEN 'Portland'
                WHEN uc < 0.81 THEN 'Raleigh'  WHEN uc < 0.91 THEN 'Columbus'
                ELSE 'Tampa' END AS city,
           CASE WHEN ut < 0.44 THEN 'apartment' WHEN ut < 0.69 THEN 'house'
                WHEN ut < 0.82 THEN 'condo'     WHEN ut < 0.93 THEN 'townhouse'
                ELSE 'duplex' END AS property_type
    FROM base
), beds AS (
    SELECT t.*,
           CASE property_type
             WHEN 'apartment' THEN CASE WHEN ub < 0.12 THEN 0 WHEN ub < 0.52 THEN 1 WHEN ub < 0.87 THEN 2 ELSE 3 END
             WHEN 'condo'     THEN CASE WHEN ub < 0.30 THEN 1 WHEN ub < 0.80 THEN 2 ELSE 3 END
             WHEN 'townhouse' THEN CASE WHEN ub < 0.35 THEN 2 WHEN ub < 0.85 THEN 3 ELSE 4 END
             WHEN 'house'     THEN CASE WHEN ub < 0.10 THEN 2 WHEN ub < 0.55 THEN 3 WHEN ub < 0.88 THEN 4 ELSE 5 END
             ELSE CASE WHEN ub < 0.5 THEN 2 ELSE 3 END
           END AS bedrooms,
           CASE WHEN ul < 0.60 THEN date '2023-01-02' + pg_temp.h('ld' || p) % 88
                ELSE date '2023-04-01'
                     + floor(power(ul2, 1.25) * (date '2026-10-20' - date '2023-04-01'))::integer
           END AS listed_on
    FROM typed t
)
SELECT b.*,
       CASE city WHEN 'Austin' THEN 'TX' WHEN 'Denver' THEN 'CO' WHEN 'Phoenix' THEN 'AZ'
                 WHEN 'Portland' THEN 'OR' WHEN 'Raleigh' THEN 'NC' WHEN 'Columbus' THEN 'OH'
                 ELSE 'FL' END AS state,
       CASE city WHEN 'Austin' THEN 78701 WHEN 'Denver' THEN 80202 WHEN 'Phoenix' THEN 85003
                 WHEN 'Portland' THEN 97201 WHEN 'Raleigh' THEN 27601 WHEN 'Columbus' THEN 43201
                 ELSE 33602 END + pg_temp.h('zip' || p) % 45 AS zip_num,
       CASE city WHEN 'Austin' THEN 1650 WHEN 'Denver' THEN 1750 WHEN 'Phoenix' THEN 1400
                 WHEN 'Portland' THEN 1600 WHEN 'Raleigh' THEN 1350 WHEN 'Columbus' THEN 1150
                 ELSE 1550 END AS city_base,
       CASE WHEN pg_temp.u('sold' || p) < 0.065
             AND pg_temp.u('g0l' || p) >= 0.03          -- only units that did get rented are sold
             AND listed_on + 400 + pg_temp.h('soldd' || p) % 700 <= date '2026-10-20'
            THEN listed_on + 400 + pg_temp.h('soldd' || p) % 700 END AS sold_on,
       CASE WHEN pg_temp.u('g0l' || p) < 0.03 THEN 500 + pg_temp.h('g0' || p) % 400
            ELSE 5 + pg_temp.h('g0' || p) % 60 END AS gap0
FROM beds b;

-- ------------------------------------------------------------------- owners

INSERT INTO owners (owner_id, owner_name, owner_type, email, phone, mailing_city,
                    management_fee_pct, joined_on)
SELECT s.o,
       s.nm,
       s.owner_type,
       CASE WHEN pg_temp.u('oem' || s.o) < 0.07 THEN NULL
            ELSE lower(regexp_replace(s.nm, '[^A-Za-z]+', '.', 'g')) || s.o || '@'
                 || (ARRAY['gmail.com','outlook.com','yahoo.com','icloud.com'])[1 + pg_temp.h('odom' || s.o) % 4] END,
       CASE WHEN pg_temp.u('oph' || s.o) < 0.15 THEN NULL
            ELSE '(' || (200 + pg_temp.h('ophn' || s.o) % 700) || ') 555-'
                 || lpad((pg_temp.h('ophx' || s.o) % 10000)::text, 4, '0') END,
       COALESCE(CASE WHEN pg_temp.u('omc' || s.o) < 0.8 THEN s.first_city END,
                (ARRAY['Dallas','San Diego','Chicago','Seattle','Boston','Atlanta'])[1 + pg_temp.h('omcx' || s.o) % 6]),
       CASE s.owner_type WHEN 'individual' THEN 10.00 WHEN 'llc' THEN 8.00 ELSE 9.00 END
         - (pg_temp.h('ofee' || s.o) % 3) * 0.50,
       s.first_listed - pg_temp.h('ojoin' || s.o) % 60
FROM (
    SELECT os.o, os.owner_type, fp.first_city, fp.first_listed,
           CASE os.owner_type
             WHEN 'individual' THEN
               (ARRAY['Alan','Beatrice','Carl','Diane','Edward','Fiona','George','Helen','Ivan','Judith',
                      'Keith','Lorraine','Martin','Nora','Oscar','Pamela','Quentin','Rosa','Stuart','Teresa',
                      'Ulrich','Vera','Walter','Yvonne','Zachary','Agnes','Bernard','Cecilia','Dennis','Eleanor'])
                 [1 + (r - 1) % 30]
               || ' ' ||
               (ARRAY['Abbott','Barnes','Caldwell','Dawson','Ellison','Fletcher','Gallagher','Holloway','Ingram',
                      'Jennings','Kendall','Lambert','Maddox','Norris','Osborne','Pearson','Quinn','Rowland',
                      'Sutton','Thornton','Underwood','Vaughn','Whitaker','Yates','Zimmerman','Ashford','Blake',
                      'Conley','Donovan','Emerson','Faulkner'])
                 [1 + ((r - 1) / 30 + 7 * ((r - 1) % 30)) % 31]
             WHEN 'llc' THEN
               (ARRAY['Harbor','Summit','Cedar Point','Blue Mesa','Ironwood','Silver Creek','Northgate','Redstone',
                      'Lakeshore','Prairie','Granite','Willow Bend','Crescent','Pinecrest','Bluebird','Keystone Park',
                      'Highpoint','Riverbend','Oakhurst','Sandstone'])[1 + (r - 1) % 20]
               || ' ' ||
               (ARRAY['Properties LLC','Holdings LLC','Realty LLC','Investments LLC','Capital LLC',
                      'Homes LLC','Partners LLC'])[1 + ((r - 1) / 20 + 3 * ((r - 1) % 20)) % 7]
             ELSE 'The ' ||
               (ARRAY['Whitfield','Marchetti','Okafor','Lindqvist','Castellano','Hargrove','Nakamura','Beaumont',
                      'Delacroix','Kowalski','Rutherford','Salazar','Vandermeer','Abernathy','Galloway','Pemberton',
                      'Ashcroft','Montague','Fairbanks','Whitmore','Langley','Brennan','Sinclair','Thackeray',
                      'Holbrook'])[1 + (r - 1) % 25]
               || ' Family Trust'
           END AS nm
    FROM (SELECT owner_stage.*, row_number() OVER (PARTITION BY owner_type ORDER BY o) AS r
          FROM owner_stage) os
    JOIN (SELECT DISTINCT ON (own_rank) own_rank, city AS first_city, listed_on AS first_listed
          FROM prop_stage ORDER BY own_rank, listed_on, p) fp ON fp.own_rank = os.o
) s;

-- --------------------------------------------------------------- properties

INSERT INTO properties (property_id, owner_id, agent_id, address, city, state, zip_code,
                        property_type, bedrooms, bathrooms, square_feet, year_built,
                        pets_allowed, monthly_rent, listed_on, sold_on)
SELECT s.p,
       s.own_rank,
       (SELECT aw.agent_id FROM agent_w aw
        WHERE aw.office_city = s.city AND aw.left_on IS NULL
          AND aw.hired_on <= greatest(s.listed_on, date '2024-01-01')
        ORDER BY pg_temp.h('pag' || s.p || '-' || aw.agent_id) * aw.w, aw.agent_id LIMIT 1),
       (100 + (s.p * 7919) % 9800)::text || ' '
         || (ARRAY['Oak','Maple','Cedar','Pine','Elm','Willow','Birch','Aspen','Spruce','Juniper',
                   'Magnolia','Sycamore','Hickory','Chestnut','Walnut','Laurel','Poplar','Cypress','Mesa',
                   'Canyon','Ridge','Lakeview','Riverside','Highland','Sunset','Park','Main','Washington',
                   'Lincoln','Franklin'])[1 + pg_temp.h('st' || s.p) % 30]
         || ' ' || (ARRAY['St','Ave','Dr','Ln','Blvd','Ct','Way','Rd'])[1 + pg_temp.h('sfx' || s.p) % 8]
         || CASE WHEN s.property_type IN ('apartment', 'condo')
                 THEN ' Unit ' || (1 + pg_temp.h('unit' || s.p) % 4)::text
                      || (ARRAY['A','B','C','D'])[1 + pg_temp.h('unitl' || s.p) % 4]
                 ELSE '' END,
       s.city, s.state, s.zip_num::text,
       s.property_type, s.bedrooms,
       (greatest(1, s.bedrooms - 1) + CASE WHEN pg_temp.u('bath' || s.p) < 0.45 THEN 0.5 ELSE 0 END)::numeric(3,1),
       CASE WHEN pg_temp.u('sqfn' || s.p) < 0.05 THEN NULL
            ELSE 420 + s.bedrooms * 360
                 + CASE s.property_type WHEN 'house' THEN 350 WHEN 'townhouse' THEN 200 WHEN 'duplex' THEN 150 ELSE 0 END
                 + pg_temp.h('sqf' || s.p) % 240 END,
       CASE WHEN pg_temp.u('ybn' || s.p) < 0.07 THEN NULL
            ELSE 1952 + floor(power(pg_temp.u('yb' || s.p), 0.7) * 71)::integer END,
       pg_temp.u('pets' || s.p) < CASE WHEN s.property_type = 'house' THEN 0.70 ELSE 0.45 END,
       (round(s.city_base * (0.70 + 0.28 * s.bedrooms)
              * CASE s.property_type WHEN 'house' THEN 1.15 WHEN 'townhouse' THEN 1.08
                                     WHEN 'condo' THEN 1.05 WHEN 'duplex' THEN 0.95 ELSE 1.0 END
              * (0.90 + 0.20 * pg_temp.u('rentj' || s.p)) / 5) * 5)::numeric(10,2),
       s.listed_on,
       s.sold_on
FROM prop_stage s
ORDER BY s.p;

-- ------------------------------------------------------------ lease planning

CREATE TEMP TABLE lease_plan AS
WITH RECURSIVE plan (property_id, n, tenancy, k, start_date, sold_on) AS (
    SELECT s.p, 1, 1, 1, s.listed_on + s.gap0, s.sold_on
    FROM prop_stage s
    WHERE s.listed_on + s.gap0 <= date '2026-10-31'
      AND (s.sold_on IS NULL OR s.listed_on + s.gap0 < s.sold_on - 60)
  UNION ALL
    SELECT pl.property_id, pl.n + 1,
           CASE WHEN pg_temp.renews(pl.property_id, pl.n, pl.k) THEN pl.tenancy ELSE pl.tenancy + 1 END,
           CASE WHEN pg_temp.renews(pl.property_id, pl.n, pl.k) THEN pl.k + 1 ELSE 1 END,
           pg_temp.next_start(pl.property_id, pl.n, pl.k, pl.start_date),
           pl.sold_on
    FROM plan pl
    WHERE pg_temp.next_start(pl.property_id, pl.n, pl.k, pl.start_date) <= date '2026-10-31'
      AND (pl.sold_on IS NULL
           OR pg_temp.next_start(pl.property_id, pl.n, pl.k, pl.start_date) < pl.sold_on - 60)
)
SELECT pl.*,
       pg_temp.term_m(pl.property_id, pl.n) AS term_months,
       pg_temp.lease_end(pl.property_id, pl.n, pl.k, pl.start_date) AS planned_end,
       pg_temp.early(pl.property_id, pl.n, pl.k) AS is_early
FROM plan pl;

ALTER TABLE lease_plan ADD COLUMN lease_id integer, ADD COLUMN tenant_id integer,
                       ADD COLUMN end_date date, ADD COLUMN status varchar(20);

UPDATE lease_plan lp SET lease_id = x.rn
FROM (SELECT property_id, n, row_number() OVER (ORDER BY start_date, property_id) AS rn
      FROM lease_plan) x
WHERE x.property_id = lp.property_id AND x.n = lp.n;

UPDATE lease_plan lp SET tenant_id = x.rn
FROM (SELECT property_id, tenancy, row_number() OVER (ORDER BY min(start_date), property_id) AS rn
      FROM lease_plan GROUP BY property_id, tenancy) x
WHERE x.property_id = lp.property_id AND x.tenancy = lp.tenancy;

-- actual end: a running lease has no end date; a sale ends a running lease
UPDATE lease_plan SET
    end_date = CASE WHEN sold_on IS NOT NULL AND planned_end >= sold_on THEN sold_on
                    WHEN planned_end > date '2026-10-31' THEN NULL
                    ELSE planned_end END,
    status   = CASE WHEN sold_on IS NOT NULL AND planned_end >= sold_on THEN 'terminated_early'
                    WHEN planned_end > date '2026-10-31' THEN 'active'
                    WHEN is_early THEN 'terminated_early'
                    ELSE 'expired' END;

-- ------------------------------------------------------------------ tenants

INSERT INTO tenants (tenant_id, first_name, last_name, email, phone, date_of_birth,
                     annual_income, created_at)
SELECT t.tenant_id, t.fn, t.ln,
       lower(t.fn || '.' || t.ln) || t.tenant_id || '@'
         || (ARRAY['gmail.com','outlook.com','yahoo.com','icloud.com','proton.me'])[1 + pg_temp.h('tdom' || t.tenant_id) % 5],
       CASE WHEN pg_temp.u('tph' || t.tenant_id) < 0.08 THEN NULL
            ELSE '(' || (200 + pg_temp.h('tphn' || t.tenant_id) % 700) || ') 555-'
                 || lpad((pg_temp.h('tphx' || t.tenant_id) % 10000)::text, 4, '0') END,
       CASE WHEN pg_temp.u('tdbn' || t.tenant_id) < 0.12 THEN NULL
            ELSE date '1950-01-01' + (pg_temp.h('tdob' || t.tenant_id) % 18250) END,
       CASE WHEN pg_temp.u('tinn' || t.tenant_id) < 0.20 THEN NULL
            ELSE (28000 + (pg_temp.h('tinc' || t.tenant_id) % 1500) * 100)::numeric(10,2) END,
       (t.first_signed - 2 - pg_temp.h('tcr' || t.tenant_id) % 20)::timestamp
         + make_interval(secs => 28800 + pg_temp.h('tcrs' || t.tenant_id) % 36000)
FROM (
    SELECT tenant_id,
           (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth',
                  'William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Christopher','Karen',
                  'Daniel','Lisa','Matthew','Nancy','Anthony','Betty','Mark','Sandra','Donald','Ashley',
                  'Steven','Emily','Andrew','Kimberly','Joshua','Michelle','Kenneth','Amanda','Brian','Melissa',
                  'Ryan','Stephanie','Jacob','Rebecca','Nicholas','Laura','Tyler','Olivia','Samuel','Chloe',
                  'Jose','Camila','Wei','Mei','Arjun','Ananya','Mohammed','Fatima','Dmitri','Ingrid'])
             [1 + (tenant_id - 1) % 60] AS fn,
           (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
                  'Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin',
                  'Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson',
                  'Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores',
                  'Green','Adams','Nelson','Baker','Hall','Rivera','Campbell','Mitchell','Carter','Roberts',
                  'Gomez','Phillips','Evans','Turner','Diaz','Parker','Cruz','Edwards','Collins','Reyes',
                  'Stewart','Morris','Morales','Murphy','Cook','Rogers','Gutierrez','Ortiz','Morgan','Cooper',
                  'Peterson','Bailey','Reed','Kelly','Howard','Ramos','Kim','Cox','Ward','Richardson',
                  'Watson','Brooks','Chavez','Wood','James','Bennett','Gray','Mendoza','Ruiz','Hughes',
                  'Price','Alvarez','Castillo','Sanders','Patel','Myers','Long'])
             [1 + ((tenant_id - 1) / 60 + 17 * ((tenant_id - 1) % 60)) % 97] AS ln,
           min(start_date) - 38 AS first_signed
    FROM lease_plan
    GROUP BY tenant_id
) t
ORDER BY t.tenant_id;

-- ------------------------------------------------------------------- leases

INSERT INTO leases (lease_id, property_id, tenant_id, agent_id, renewed_from_lease_id, signed_on,
                    start_date, term_months, end_date, monthly_rent, deposit, status)
SELECT x.lease_id, x.property_id, x.tenant_id,
       (SELECT aw.agent_id FROM agent_w aw
        WHERE aw.office_city = x.city AND aw.hired_on <= x.signed_on
          AND (aw.left_on IS NULL OR aw.left_on > x.signed_on)
        ORDER BY pg_temp.h('lag' || x.lease_id || '-' || aw.agent_id) * aw.w, aw.agent_id LIMIT 1),
       x.prev_id, x.signed_on, x.start_date, x.term_months, x.end_date, x.rent,
       CASE WHEN pg_temp.u('dep' || x.lease_id) < 0.62 THEN x.rent
            WHEN pg_temp.u('dep' || x.lease_id) < 0.90 THEN round(x.rent * 1.5, 2)
            ELSE 500.00 END,
       x.status
FROM (
    SELECT lp.lease_id, lp.property_id, lp.tenant_id, lp.start_date, lp.term_months,
           lp.end_date, lp.status, p.city,
           CASE WHEN lp.k > 1 THEN prev.lease_id END AS prev_id,
           greatest(p.listed_on,
                    lp.start_date - CASE WHEN lp.k > 1 THEN 20 + pg_temp.h('sgn' || lp.lease_id) % 40
                                         ELSE 3 + pg_temp.h('sgn' || lp.lease_id) % 35 END) AS signed_on,
           (round(p.monthly_rent
                  * (1 - 0.04 * (date '2026-07-01' - lp.start_date) / 365.0)
                  * (0.97 + 0.06 * pg_temp.u('lrent' || lp.lease_id)) / 5) * 5)::numeric(10,2) AS rent
    FROM lease_plan lp
    JOIN properties p ON p.property_id = lp.property_id
    LEFT JOIN lease_plan prev ON prev.property_id = lp.property_id AND prev.n = lp.n - 1
) x
ORDER BY x.lease_id;

-- ------------------------------------------------------------ rent payments

CREATE TEMP TABLE pay_stage AS
SELECT l.lease_id, l.tenant_id, l.monthly_rent, g.i,
       (l.start_date + make_interval(months => g.i))::date AS due_date,
       pg_temp.u('tcls' || l.tenant_id) AS tcls,
       pg_temp.u('pay' || l.lease_id || '-' || g.i) AS r1,
       pg_temp.u('unp' || l.lease_id || '-' || g.i) AS r2,
       pg_temp.h('pday' || l.lease_id || '-' || g.i) AS hd,
       pg_temp.u('meth' || l.lease_id || '-' || g.i) AS rm
FROM leases l
CROSS JOIN LATERAL generate_series(0, 47) AS g(i)
WHERE (l.start_date + make_interval(months => g.i))::date <= coalesce(l.end_date, date '2026-10-31')
  AND (l.start_date + make_interval(months => g.i))::date <= date '2026-10-31';

ALTER TABLE pay_stage ADD COLUMN late boolean, ADD COLUMN unpaid boolean, ADD COLUMN paid_on date;

-- tenant payment habits: 55% always on time, 30% occasionally late,
-- 12% often late, 3% chronic (late and sometimes never paid)
UPDATE pay_stage SET
    late = r1 < CASE WHEN tcls < 0.55 THEN 0 WHEN tcls < 0.85 THEN 0.08
                     WHEN tcls < 0.97 THEN 0.30 ELSE 0.50 END;
UPDATE pay_stage SET
    unpaid = late AND r2 < CASE WHEN tcls >= 0.97 THEN 0.35 ELSE 0.025 END;
UPDATE pay_stage SET
    paid_on = CASE WHEN unpaid THEN NULL
                   WHEN late THEN due_date + 1 + hd % CASE WHEN tcls >= 0.97 THEN 55 ELSE 24 END
                   ELSE due_date - hd % 6 END;
-- not yet received by the end of the data
UPDATE pay_stage SET paid_on = NULL, unpaid = true WHERE paid_on > date '2026-10-31';

INSERT INTO rent_payments (payment_id, lease_id, due_date, amount, paid_on, payment_method, late_fee)
SELECT row_number() OVER (ORDER BY due_date, lease_id),
       lease_id, due_date, monthly_rent, paid_on,
       CASE WHEN paid_on IS NULL THEN NULL
            WHEN rm < 0.52 THEN 'ach' WHEN rm < 0.75 THEN 'card'
            WHEN rm < 0.92 THEN 'check' ELSE 'cash' END,
       CASE WHEN late THEN greatest(50.00, round(monthly_rent * 0.05, 2)) ELSE 0.00 END
FROM pay_stage
ORDER BY due_date, lease_id;

-- ----------------------------------------------------- maintenance requests

CREATE TEMP TABLE mr_stage AS
WITH months AS (
    SELECT p.property_id, p.property_type, p.year_built, p.listed_on, p.sold_on, m.mon, s.slot
    FROM properties p
    CROSS JOIN LATERAL generate_series(date_trunc('month', p.listed_on), timestamp '2026-10-01',
                                       interval '1 month') AS m(mon)
    CROSS JOIN generate_series(1, 2) AS s(slot)
), picked AS (
    SELECT mo.*,
           mo.mon + make_interval(days => pg_temp.h('mrd' || property_id || mon || slot) % 28,
                                  hours => 7 + pg_temp.h('mrh' || property_id || mon || slot) % 14,
                                  mins => pg_temp.h('mrm' || property_id || mon || slot) % 60) AS opened_at,
           pg_temp.u('mrc' || property_id || mon || slot) AS uc,
           pg_temp.u('mrp' || property_id || mon || slot) AS up,
           pg_temp.h('mrr' || property_id || mon || slot) AS hr,
           pg_temp.u('mrx' || property_id || mon || slot) AS ux
    FROM months mo
    WHERE pg_temp.u('mrq' || property_id || mon || slot)
          < CASE WHEN slot = 2 THEN 0.008
                 ELSE CASE property_type WHEN 'house' THEN 0.070 WHEN 'duplex' THEN 0.065 ELSE 0.050 END
                      + CASE WHEN year_built < 1980 THEN 0.020 ELSE 0 END END
)
SELECT property_id, opened_at, uc, up, hr, ux,
       CASE WHEN uc < 0.26 THEN 'plumbing'    WHEN uc < 0.45 THEN 'appliance'
            WHEN uc < 0.61 THEN 'hvac'        WHEN uc < 0.73 THEN 'electrical'
            WHEN uc < 0.82 THEN 'pest_control' WHEN uc < 0.89 THEN 'locks_keys'
            WHEN uc < 0.94 THEN 'general'     ELSE 'roofing' END AS category,
       CASE WHEN up < 0.06 THEN 'emergency' WHEN up < 0.23 THEN 'high'
            WHEN up < 0.66 THEN 'medium' ELSE 'low' END AS priority
FROM picked
WHERE opened_at >= listed_on
  AND opened_at < timestamp '2026-11-01'
  AND (sold_on IS NULL OR opened_at < sold_on);

ALTER TABLE mr_stage ADD COLUMN resolved_at timestamp;
UPDATE mr_stage SET resolved_at =
    CASE WHEN ux < 0.012 THEN NULL        -- stuck / waiting on parts
         ELSE opened_at + make_interval(mins =>
              CASE priority WHEN 'emergency' THEN 120 + hr % 1680
                            WHEN 'high'      THEN 600 + hr % 5200
                            WHEN 'medium'    THEN 1440 + hr % 12960
                            ELSE 2880 + hr % 25920 END) END;
UPDATE mr_stage SET resolved_at = NULL WHERE resolved_at >= timestamp '2026-11-01';

INSERT INTO maintenance_requests (request_id, property_id, tenant_id, opened_at, category, priority,
                                  description, status, vendor_name, resolved_at, cost)
SELECT row_number() OVER (ORDER BY m.opened_at, m.property_id),
       m.property_id,
       (SELECT l.tenant_id FROM leases l
        WHERE l.property_id = m.property_id AND l.start_date <= m.opened_at::date
          AND (l.end_date IS NULL OR l.end_date >= m.opened_at::date)
        ORDER BY l.start_date DESC LIMIT 1),
       m.opened_at, m.category, m.priority,
       CASE m.category
         WHEN 'plumbing'     THEN (ARRAY['Leaking kitchen faucet','Clogged bathroom drain','Running toilet',
                                         'Water heater not heating','Low water pressure'])[1 + m.hr % 5]
         WHEN 'appliance'    THEN (ARRAY['Dishwasher not draining','Refrigerator not cooling','Oven will not heat',
                                         'Washer leaking','Dryer not spinning'])[1 + m.hr % 5]
         WHEN 'hvac'         THEN (ARRAY['AC not cooling','Furnace not turning on','Thermostat unresponsive',
                                         'Strange noise from vents'])[1 + m.hr % 4]
         WHEN 'electrical'   THEN (ARRAY['Outlet not working','Breaker keeps tripping','Light fixture flickering',
                                         'Ceiling fan not working'])[1 + m.hr % 4]
         WHEN 'pest_control' THEN (ARRAY['Ants in kitchen','Mice in garage','Cockroaches reported',
                                         'Wasp nest by entrance'])[1 + m.hr % 4]
         WHEN 'locks_keys'   THEN (ARRAY['Lost keys, lockout','Front door lock sticking',
                                         'Garage remote not working'])[1 + m.hr % 3]
         WHEN 'roofing'      THEN (ARRAY['Roof leak in bedroom','Missing shingles after storm',
                                         'Gutter overflowing'])[1 + m.hr % 3]
         ELSE (ARRAY['Window will not close','Cabinet door broken','Drywall damage',
                     'Smoke detector chirping'])[1 + m.hr % 4]
       END,
       CASE WHEN m.resolved_at IS NOT NULL THEN 'completed'
            WHEN m.opened_at >= timestamp '2026-10-24' OR m.hr % 10 < 4 THEN 'new'
            ELSE 'scheduled' END,
       CASE WHEN (m.resolved_at IS NULL AND (m.opened_at >= timestamp '2026-10-24' OR m.hr % 10 < 4))
              OR (m.resolved_at IS NOT NULL AND pg_temp.u('inh' || m.property_id || m.opened_at) < 0.07)
            THEN NULL
            ELSE (ARRAY['AAA Plumbing Co','Reliable Appliance Repair','CoolBreeze HVAC','BrightSpark Electric',
                        'Guardian Pest Control','QuickLock Locksmiths','TopShield Roofing','Handy Crew Services',
                        'Metro Plumbing & Drain','Apex Home Services'])[
                   CASE m.category WHEN 'plumbing' THEN CASE WHEN m.hr % 3 = 0 THEN 9 ELSE 1 END
                                   WHEN 'appliance' THEN 2 WHEN 'hvac' THEN 3 WHEN 'electrical' THEN 4
                                   WHEN 'pest_control' THEN 5 WHEN 'locks_keys' THEN 6 WHEN 'roofing' THEN 7
                                   ELSE CASE WHEN m.hr % 2 = 0 THEN 8 ELSE 10 END END] END,
       m.resolved_at,
       CASE WHEN m.resolved_at IS NULL THEN NULL
            WHEN pg_temp.u('inh' || m.property_id || m.opened_at) < 0.07 THEN NULL
            ELSE (CASE m.category WHEN 'plumbing' THEN 240 WHEN 'appliance' THEN 310 WHEN 'hvac' THEN 460
                                  WHEN 'electrical' THEN 210 WHEN 'pest_control' THEN 150
                                  WHEN 'locks_keys' THEN 95 WHEN 'roofing' THEN 880 ELSE 130 END
                  * CASE m.priority WHEN 'emergency' THEN 1.6 WHEN 'high' THEN 1.25 ELSE 1.0 END
                  * (0.45 + 1.1 * pg_temp.u('mcost' || m.property_id || m.opened_at)))::numeric(10,2) END
FROM mr_stage m
ORDER BY 1;

-- -------------------------------------------------------------- inspections

CREATE TEMP TABLE insp_stage AS
SELECT l.property_id, l.start_date - pg_temp.h('imi' || l.lease_id) % 4 AS d, 'move_in' AS t,
       'i' || l.lease_id AS seed
FROM leases l
WHERE l.renewed_from_lease_id IS NULL
UNION ALL
SELECT l.property_id, l.end_date + pg_temp.h('imo' || l.lease_id) % 5, 'move_out', 'o' || l.lease_id
FROM leases l
WHERE l.end_date IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM leases r WHERE r.renewed_from_lease_id = l.lease_id)
UNION ALL
SELECT p.property_id,
       make_date(y, 1 + pg_temp.h('iam' || p.property_id || '-' || y) % 12,
                 1 + pg_temp.h('iad' || p.property_id || '-' || y) % 28),
       'annual', 'a' || p.property_id || '-' || y
FROM properties p CROSS JOIN generate_series(2023, 2026) AS y;

DELETE FROM insp_stage i USING properties p
WHERE p.property_id = i.property_id
  AND (i.d > date '2026-10-31'
       OR i.d < p.listed_on
       OR (i.t = 'annual' AND i.d < p.listed_on + 60)
       OR (p.sold_on IS NOT NULL AND i.d > p.sold_on));

INSERT INTO inspections (inspection_id, property_id, agent_id, inspected_on, inspection_type,
                         result, score, notes)
SELECT row_number() OVER (ORDER BY x.d, x.property_id, x.t),
       x.property_id,
       (SELECT aw.agent_id FROM agent_w aw
        WHERE aw.office_city = x.city AND aw.hired_on <= x.d
          AND (aw.left_on IS NULL OR aw.left_on > x.d)
        ORDER BY pg_temp.h('iag' || x.seed || '-' || aw.agent_id) * aw.w, aw.agent_id LIMIT 1),
       x.d, x.t, x.result,
       CASE WHEN pg_temp.u('isn' || x.seed) < 0.06 THEN NULL
            WHEN x.result = 'pass' THEN 80 + pg_temp.h('isc' || x.seed) % 21
            WHEN x.result = 'pass_with_notes' THEN 65 + pg_temp.h('isc' || x.seed) % 16
            ELSE 30 + pg_temp.h('isc' || x.seed) % 35 END,
       CASE x.result
         WHEN 'pass' THEN CASE WHEN pg_temp.u('inote' || x.seed) < 0.7 THEN NULL ELSE 'No issues found' END
         WHEN 'pass_with_notes' THEN (ARRAY['Minor carpet wear','Touch-up paint needed','Smoke detector battery replaced',
                                            'Caulking around tub needed','Screen door torn'])[1 + pg_temp.h('inote' || x.seed) % 5]
         ELSE (ARRAY['Water damage under sink','Broken window','Missing smoke detector',
                     'Significant wall damage','Unauthorized pet damage'])[1 + pg_temp.h('inote' || x.seed) % 5]
       END
FROM (
    SELECT i.*, p.city,
           CASE WHEN pg_temp.u('ires' || i.seed) < CASE WHEN i.t = 'move_out' THEN 0.60 ELSE 0.73 END THEN 'pass'
                WHEN pg_temp.u('ires' || i.seed) < CASE WHEN i.t = 'move_out' THEN 0.84 ELSE 0.93 END THEN 'pass_with_notes'
                ELSE 'fail' END AS result
    FROM insp_stage i JOIN properties p ON p.property_id = i.property_id
) x
ORDER BY 1;

-- ----------------------------------------------------------------- clean up

DROP TABLE insp_stage, mr_stage, pay_stage, lease_plan, owner_stage, prop_stage, agent_w;
DROP FUNCTION pg_temp.next_start(integer, integer, integer, date);
DROP FUNCTION pg_temp.lease_end(integer, integer, integer, date);
DROP FUNCTION pg_temp.early(integer, integer, integer);
DROP FUNCTION pg_temp.renews(integer, integer, integer);
DROP FUNCTION pg_temp.term_m(integer, integer);
DROP FUNCTION pg_temp.u(text);
DROP FUNCTION pg_temp.h(text);

ANALYZE;
