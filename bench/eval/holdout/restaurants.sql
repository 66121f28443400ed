-- Held-out evaluation database: "Hearth & Vine", a UK restaurant group with
-- eight locations, a shared menu, orders with their lines, staff and shifts,
-- suppliers and purchase orders.  Trading data covers 2024-01-01 .. 2026-10-31.
-- Deterministic: every "random" value is derived from md5() of a fixed string,
-- so every run produces identical data (random() is never used).
-- Usage: psql -v ON_ERROR_STOP=1 -d <empty database> -f restaurants.sql

SET client_min_messages = warning;

-- Session-local helpers (live in pg_temp; dropped at the end of the script).
-- h(seed): stable pseudo-random integer in [0, 2^28); u(seed): in (0, 1).
CREATE FUNCTION pg_temp.h(seed text) RETURNS integer
LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(seed), 1, 7))::bit(28)::integer $$;

CREATE FUNCTION pg_temp.u(seed text) RETURNS double precision
LANGUAGE sql IMMUTABLE AS
$$ SELECT (('x' || substr(md5(seed), 1, 7))::bit(28)::integer + 0.5) / 268435456.0 $$;

-- ---------------------------------------------------------------- schema

CREATE TABLE locations (
    location_id  integer      PRIMARY KEY,
    name         varchar(80)  NOT NULL UNIQUE,
    city         varchar(60)  NOT NULL,
    address      varchar(200) NOT NULL,
    postcode     varchar(10)  NOT NULL,
    phone        varchar(20),
    opened_on    date         NOT NULL,
    seats        integer      NOT NULL CHECK (seats > 0)
);

CREATE TABLE menu_items (
    menu_item_id     integer       PRIMARY KEY,
    name             varchar(80)   NOT NULL UNIQUE,
    course           varchar(20)   NOT NULL
                     CHECK (course IN ('starter', 'main', 'dessert', 'side', 'drink')),
    price            numeric(10,2) NOT NULL CHECK (price > 0),
    is_vegetarian    boolean       NOT NULL DEFAULT false,
    introduced_on    date          NOT NULL,
    discontinued_on  date
);

CREATE TABLE staff (
    staff_id     integer       PRIMARY KEY,
    first_name   varchar(50)   NOT NULL,
    last_name    varchar(50)   NOT NULL,
    role         varchar(30)   NOT NULL
                 CHECK (role IN ('manager', 'head_chef', 'chef', 'line_cook',
                                 'server', 'host', 'bartender', 'kitchen_porter')),
    location_id  integer       NOT NULL REFERENCES locations (location_id),
    email        varchar(120),
    hourly_wage  numeric(10,2) NOT NULL,
    started_on   date          NOT NULL,
    left_on      date
);

CREATE TABLE shifts (
    shift_id    integer      PRIMARY KEY,
    staff_id    integer      NOT NULL REFERENCES staff (staff_id),
    shift_date  date         NOT NULL,
    start_time  time         NOT NULL,
    hours       numeric(4,2) NOT NULL CHECK (hours > 0)
);

CREATE TABLE suppliers (
    supplier_id    integer      PRIMARY KEY,
    name           varchar(100) NOT NULL UNIQUE,
    category       varchar(30)  NOT NULL,
    city           varchar(60)  NOT NULL,
    contact_name   varchar(100) NOT NULL,
    contact_email  varchar(120),
    is_active      boolean      NOT NULL DEFAULT true
);

CREATE TABLE purchase_orders (
    purchase_order_id  integer       PRIMARY KEY,
    supplier_id        integer       NOT NULL REFERENCES suppliers (supplier_id),
    location_id        integer       NOT NULL REFERENCES locations (location_id),
    ordered_on         date          NOT NULL,
    expected_on        date          NOT NULL,
    delivered_on       date,
    status             varchar(20)   NOT NULL
                       CHECK (status IN ('delivered', 'pending', 'cancelled')),
    total_amount       numeric(10,2) NOT NULL
);

CREATE TABLE orders (
    order_id        integer     PRIMARY KEY,
    location_id     integer     NOT NULL REFERENCES locations (location_id),
    placed_at       timestamp   NOT NULL,
    channel         varchar(20) NOT NULL
                    CHECK (channel IN ('dine_in', 'takeaway', 'delivery')),
    party_size      smallint,
    server_id       integer     REFERENCES staff (staff_id),
    payment_method  varchar(20) NOT NULL
                    CHECK (payment_method IN ('card', 'cash', 'gift_card', 'app'))
);

CREATE TABLE order_lines (
    order_line_id  integer       PRIMARY KEY,
    order_id       integer       NOT NULL REFERENCES orders (order_id),
    menu_item_id   integer       NOT NULL REFERENCES menu_items (menu_item_id),
    quantity       integer       NOT NULL CHECK (quantity > 0),
    unit_price     numeric(10,2) NOT NULL,
    comped         boolean       NOT NULL DEFAULT false,
    UNIQUE (order_id, menu_item_id)
);

-- ---------------------------------------------------------------- locations

INSERT INTO locations (location_id, name, city, address, postcode, phone, opened_on, seats) VALUES
 (1, 'Brick Lane Kitchen', 'London',     '112 Brick Lane',          'E1 6RL',   '020 7946 0112', '2019-04-12',  86),
 (2, 'Camden Yard',        'London',     '7 Chalk Farm Road',       'NW1 8AB',  '020 7946 0731', '2021-06-01',  64),
 (3, 'Northern Quarter',   'Manchester', '41 Thomas Street',        'M4 1NA',   '0161 496 0041', '2020-09-15', 110),
 (4, 'Deansgate Terrace',  'Manchester', '288 Deansgate',           'M3 4HE',   NULL,            '2024-05-20',  72),
 (5, 'Clifton Arcade',     'Bristol',    '3 Boyces Avenue',         'BS8 4AA',  '0117 496 0303', '2018-11-03',  58),
 (6, 'Leith Shore',        'Edinburgh',  '19 The Shore',            'EH6 6QW',  '0131 496 0019', '2022-03-10',  94),
 (7, 'Jewellery Quarter',  'Birmingham', '60 Vyse Street',          'B18 6HF',  '0121 496 0060', '2023-01-28',  80),
 (8, 'Ropewalk',           'Liverpool',  '24 Seel Street',          'L1 4BE',   NULL,            '2025-09-06',  68);

-- per-location trading parameters (helper, dropped at the end)
CREATE TEMP TABLE loc_params (
    location_id integer PRIMARY KEY,
    base        numeric,   -- average orders per day before seasonality
    p_dine      numeric,   -- share of dine-in orders
    p_take      numeric,   -- share of takeaway orders (delivery = the rest)
    comp_rate   numeric,   -- share of lines comped
    big         boolean    -- larger brigade
);
INSERT INTO loc_params VALUES
 (1, 10.50, 0.58, 0.22, 0.025, true),
 (2,  7.50, 0.50, 0.22, 0.046, false),
 (3, 12.00, 0.62, 0.20, 0.019, true),
 (4,  6.75, 0.55, 0.15, 0.034, false),
 (5,  5.25, 0.66, 0.20, 0.014, false),
 (6,  6.00, 0.84, 0.16, 0.030, false),   -- Leith Shore: no delivery service
 (7,  8.25, 0.60, 0.25, 0.027, true),
 (8,  6.00, 0.52, 0.18, 0.052, false);

-- ---------------------------------------------------------------- menu

INSERT INTO menu_items (menu_item_id, name, course, price, is_vegetarian, introduced_on, discontinued_on)
SELECT v.id, v.name, v.course, v.price, v.veg,
       COALESCE(v.intro, date '2018-06-01' + (pg_temp.h('intro' || v.id) % 1800)),
       v.disc
FROM (VALUES
 ( 1, 'Burrata & Heritage Tomatoes', 'starter',  8.50, true,  NULL::date, NULL::date),
 ( 2, 'Salt & Pepper Squid',         'starter',  7.95, false, NULL, NULL),
 ( 3, 'Chicken Liver Pate',          'starter',  7.25, false, NULL, NULL),
 ( 4, 'Soup of the Day',             'starter',  5.95, true,  NULL, NULL),
 ( 5, 'Crispy Halloumi Fries',       'starter',  6.75, true,  NULL, NULL),
 ( 6, 'Prawn Cocktail',              'starter',  8.25, false, NULL, NULL),
 ( 7, 'Smoked Mackerel Rillettes',   'starter',  7.50, false, NULL, NULL),
 ( 8, 'Whipped Feta & Flatbread',    'starter',  6.95, true,  NULL, NULL),
 ( 9, 'Korean Fried Cauliflower',    'starter',  6.50, true,  NULL, NULL),
 (10, 'Scotch Egg',                  'starter',  6.25, false, NULL, NULL),
 (11, 'Beef Carpaccio',              'starter',  9.25, false, NULL, NULL),
 (12, 'Grilled Padron Peppers',      'starter',  5.50, true,  NULL, NULL),
 (13, 'Ham Hock Terrine',            'starter',  7.75, false, NULL, '2025-03-31'),
 (14, 'Beetroot Carpaccio',          'starter',  6.95, true,  '2024-09-01', NULL),
 (15, 'Crab Doughnuts',              'starter',  8.95, false, '2025-04-15', NULL),
 (16, 'Garlic Mushrooms on Toast',   'starter',  6.25, true,  '2019-02-01', '2023-11-30'),
 (17, 'Pork Belly Bites',            'starter',  7.25, false, NULL, NULL),
 (18, 'Tempura Oysters',             'starter', 10.50, false, '2026-10-28', NULL),
 (19, 'Classic Cheeseburger',        'main',    14.50, false, NULL, NULL),
 (20, 'Fish & Chips',                'main',    15.95, false, NULL, NULL),
 (21, 'Steak Frites',                'main',    24.00, false, NULL, NULL),
 (22, 'Roast Chicken Supreme',       'main',    17.50, false, NULL, NULL),
 (23, 'Wild Mushroom Risotto',       'main',    14.25, true,  NULL, NULL),
 (24, 'Beef Short Rib',              'main',    23.50, false, NULL, NULL),
 (25, 'Pan-Roasted Sea Bass',        'main',    21.00, false, NULL, NULL),
 (26, 'Lamb Rump',                   'main',    24.50, false, NULL, NULL),
 (27, 'Chicken Caesar Salad',        'main',    13.50, false, NULL, NULL),
 (28, 'Vegan Buddha Bowl',           'main',    12.95, true,  NULL, NULL),
 (29, 'Sausage & Mash',              'main',    13.25, false, NULL, NULL),
 (30, 'Pork Belly',                  'main',    18.75, false, NULL, NULL),
 (31, 'Aubergine Parmigiana',        'main',    13.75, true,  NULL, NULL),
 (32, 'Ribeye Steak',                'main',    29.50, false, NULL, NULL),
 (33, 'Chicken Tikka Masala',        'main',    15.50, false, NULL, NULL),
 (34, 'Butternut Squash Ravioli',    'main',    14.50, true,  NULL, NULL),
 (35, 'Moules Frites',               'main',    16.95, false, NULL, NULL),
 (36, 'Halloumi Burger',             'main',    13.95, true,  NULL, NULL),
 (37, 'Spaghetti Carbonara',         'main',    13.95, false, NULL, NULL),
 (38, 'Thai Green Curry',            'main',    14.75, false, NULL, NULL),
 (39, 'Chickpea & Spinach Curry',    'main',    12.75, true,  NULL, NULL),
 (40, 'Crispy Duck Salad',           'main',    15.25, false, NULL, NULL),
 (41, 'Salmon Teriyaki',             'main',    18.50, false, NULL, NULL),
 (42, 'Steak & Ale Pie',             'main',    16.25, false, NULL, NULL),
 (43, 'Cauliflower Steak',           'main',    13.50, true,  NULL, NULL),
 (44, 'Lobster Linguine',            'main',    27.50, false, '2024-06-01', NULL),
 (45, 'Double Smash Burger',         'main',    16.50, false, '2025-02-01', NULL),
 (46, 'Vegan Katsu Curry',           'main',    13.95, true,  '2025-06-01', NULL),
 (47, 'Venison Pie',                 'main',    19.50, false, NULL, '2024-12-31'),
 (48, 'Beef Wellington for Two',     'main',    58.00, false, '2026-10-28', NULL),
 (49, 'Sticky Toffee Pudding',       'dessert',  7.25, true,  NULL, NULL),
 (50, 'Chocolate Fondant',           'dessert',  7.75, true,  NULL, NULL),
 (51, 'Lemon Tart',                  'dessert',  6.95, true,  NULL, NULL),
 (52, 'Creme Brulee',                'dessert',  6.75, true,  NULL, NULL),
 (53, 'Eton Mess',                   'dessert',  6.50, true,  NULL, NULL),
 (54, 'Affogato',                    'dessert',  5.25, true,  NULL, NULL),
 (55, 'Cheese Board',                'dessert', 10.50, false, NULL, NULL),
 (56, 'Apple Crumble',               'dessert',  6.95, true,  NULL, NULL),
 (57, 'Vegan Chocolate Torte',       'dessert',  7.25, true,  NULL, NULL),
 (58, 'Salted Caramel Brownie',      'dessert',  6.50, true,  NULL, NULL),
 (59, 'Ice Cream Selection',         'dessert',  4.95, true,  NULL, NULL),
 (60, 'Banoffee Pie',                'dessert',  6.95, true,  '2024-10-01', NULL),
 (61, 'Rhubarb Trifle',              'dessert',  7.25, true,  '2020-03-01', '2023-10-31'),
 (62, 'Basque Cheesecake',           'dessert',  7.50, true,  '2025-09-01', NULL),
 (63, 'Skin-on Fries',               'side',     4.25, true,  NULL, NULL),
 (64, 'Sweet Potato Fries',          'side',     4.75, true,  NULL, NULL),
 (65, 'Truffle Parmesan Fries',      'side',     5.95, false, NULL, NULL),
 (66, 'Onion Rings',                 'side',     4.50, true,  NULL, NULL),
 (67, 'Mac & Cheese',                'side',     5.50, true,  NULL, NULL),
 (68, 'Tenderstem Broccoli',         'side',     4.75, true,  NULL, NULL),
 (69, 'House Salad',                 'side',     4.25, true,  NULL, NULL),
 (70, 'Creamed Spinach',             'side',     4.95, true,  NULL, NULL),
 (71, 'Garlic Bread',                'side',     4.50, true,  NULL, NULL),
 (72, 'Buttered New Potatoes',       'side',     4.25, true,  NULL, NULL),
 (73, 'Charred Hispi Cabbage',       'side',     5.25, true,  '2025-01-15', NULL),
 (74, 'Bone Marrow Gravy',           'side',     3.50, false, NULL, '2024-08-31'),
 (75, 'House Lager (Pint)',          'drink',    5.80, true,  NULL, NULL),
 (76, 'IPA (Pint)',                  'drink',    6.40, true,  NULL, NULL),
 (77, 'House Red (175ml)',           'drink',    7.25, true,  NULL, NULL),
 (78, 'House White (175ml)',         'drink',    7.25, true,  NULL, NULL),
 (79, 'Prosecco (125ml)',            'drink',    7.95, true,  NULL, NULL),
 (80, 'Aperol Spritz',               'drink',    9.50, true,  NULL, NULL),
 (81, 'Espresso Martini',            'drink',   10.50, true,  NULL, NULL),
 (82, 'Negroni',                     'drink',   10.00, true,  NULL, NULL),
 (83, 'Coca-Cola',                   'drink',    3.50, true,  NULL, NULL),
 (84, 'Diet Coke',                   'drink',    3.50, true,  NULL, NULL),
 (85, 'Sparkling Water (750ml)',     'drink',    4.25, true,  NULL, NULL),
 (86, 'Fresh Orange Juice',          'drink',    3.95, true,  NULL, NULL),
 (87, 'Flat White',                  'drink',    3.40, true,  NULL, NULL),
 (88, 'English Breakfast Tea',       'drink',    2.95, true,  NULL, NULL),
 (89, 'Alcohol-Free Lager',          'drink',    4.60, true,  NULL, NULL),
 (90, 'Elderflower Cooler',          'drink',    4.75, true,  NULL, '2026-04-30')
) AS v(id, name, course, price, veg, intro, disc);

-- popularity weights (helper): skewed, course-dependent, drifting up or down
-- over time (trend per year); two late launches never sell
CREATE TEMP TABLE item_w AS
SELECT m.menu_item_id, m.course, m.price, m.introduced_on, m.discontinued_on,
       0.7 * pg_temp.u('trend' || m.menu_item_id) - 0.35 AS trend,
       CASE WHEN m.menu_item_id IN (18, 48) THEN 0
            ELSE (CASE m.course WHEN 'main' THEN 1.6 WHEN 'drink' THEN 1.3
                                WHEN 'starter' THEN 1.0 WHEN 'side' THEN 1.1 ELSE 0.8 END)
                 * exp(3.2 * pg_temp.u('pop' || m.menu_item_id))
       END AS weight
FROM menu_items m;

-- ---------------------------------------------------------------- staff

CREATE TEMP TABLE role_slots (role varchar(30), small_n integer, big_n integer,
                              min_tenure integer, tenure_span integer);
INSERT INTO role_slots VALUES
 ('manager',        1, 1, 500, 1500),
 ('head_chef',      1, 1, 500, 1500),
 ('chef',           1, 2, 300, 1200),
 ('line_cook',      1, 2, 200,  900),
 ('server',         4, 6, 120,  800),
 ('host',           1, 2, 120,  700),
 ('bartender',      1, 2, 150,  800),
 ('kitchen_porter', 1, 2, 120,  600);

CREATE TEMP TABLE staff_seg AS
WITH RECURSIVE slots AS (
    SELECT l.location_id, l.opened_on, r.role, r.min_tenure, r.tenure_span, s AS slot_no
    FROM locations l
    JOIN loc_params p USING (location_id)
    CROSS JOIN role_slots r
    CROSS JOIN LATERAL generate_series(1, CASE WHEN p.big THEN r.big_n ELSE r.small_n END) s
), seg AS (
    SELECT location_id, role, slot_no, min_tenure, tenure_span, 1 AS k,
           fs AS started_on,
           greatest(fs, date '2024-01-01')
             + (min_tenure + pg_temp.h('ten' || location_id || role || slot_no || '-1') % tenure_span) AS end_on
    FROM (
        SELECT sl.*,
               CASE WHEN sl.opened_on >= date '2024-01-01'
                    THEN sl.opened_on - 30 + pg_temp.h('fs' || sl.location_id || sl.role || sl.slot_no) % 20
                    ELSE greatest(sl.opened_on - 20,
                                  date '2023-12-31' - pg_temp.h('fs' || sl.location_id || sl.role || sl.slot_no) % 1500)
               END AS fs
        FROM slots sl
    ) x
    UNION ALL
    SELECT location_id, role, slot_no, min_tenure, tenure_span, k + 1,
           end_on + 5 + pg_temp.h('gap' || location_id || role || slot_no || '-' || k) % 40,
           end_on + 5 + pg_temp.h('gap' || location_id || role || slot_no || '-' || k) % 40
                  + min_tenure + pg_temp.h('ten' || location_id || role || slot_no || '-' || (k + 1)) % tenure_span
    FROM seg
    WHERE end_on + 5 + pg_temp.h('gap' || location_id || role || slot_no || '-' || k) % 40 <= date '2026-10-20'
)
SELECT row_number() OVER (ORDER BY started_on, location_id, role, slot_no)::integer AS staff_id,
       location_id, role, slot_no, started_on,
       CASE WHEN end_on <= date '2026-10-31' THEN end_on END AS left_on
FROM seg;

INSERT INTO staff (staff_id, first_name, last_name, role, location_id, email, hourly_wage, started_on, left_on)
SELECT s.staff_id,
       fn[(s.staff_id * 997 % (nf * nl)) / nl + 1],
       ln[(s.staff_id * 997 % (nf * nl)) % nl + 1],
       s.role, s.location_id,
       CASE WHEN pg_temp.h('em' || s.staff_id) % 100 < 14 THEN NULL
            ELSE lower(fn[(s.staff_id * 997 % (nf * nl)) / nl + 1] || '.'
                       || ln[(s.staff_id * 997 % (nf * nl)) % nl + 1]) || s.staff_id || '@hearthandvine.co.uk'
       END,
       (CASE s.role WHEN 'manager' THEN 18.50 WHEN 'head_chef' THEN 17.00 WHEN 'chef' THEN 14.20
                    WHEN 'line_cook' THEN 12.40 WHEN 'bartender' THEN 12.00 ELSE 11.44 END
        + CASE WHEN s.role IN ('server', 'host', 'kitchen_porter')
               THEN (pg_temp.h('wg' || s.staff_id) % 60) / 100.0
               ELSE (pg_temp.h('wg' || s.staff_id) % 180) / 100.0 END
        + CASE WHEN s.started_on >= date '2026-04-01' THEN 1.27
               WHEN s.started_on >= date '2025-04-01' THEN 0.77 ELSE 0 END)::numeric(10,2),
       s.started_on, s.left_on
FROM staff_seg s
CROSS JOIN (SELECT ARRAY['Oliver','Amelia','Jack','Isla','Harry','Ava','George','Mia','Noah','Emily',
                         'Leo','Grace','Oscar','Sophia','Charlie','Freya','Jacob','Lily','Thomas','Ella',
                         'James','Chloe','William','Ruby','Daniel','Hannah','Samuel','Zara','Mohammed','Priya',
                         'Luca','Aisha','Ethan','Niamh','Callum','Megan','Ryan','Olivia','Adam','Sofia',
                         'Kieran','Erin','Marcus','Layla','Tomasz','Ana','Rhys','Evie'] AS fn,
                   ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson',
                         'Wright','Thompson','Evans','Walker','White','Roberts','Green','Hall','Wood','Jackson',
                         'Clarke','Khan','Lewis','Harris','Martin','Cooper','King','Lee','Baker','Hughes',
                         'Edwards','Turner','Hill','Moore','Ward','Morris','Campbell','Murray','Kowalski','Nowak',
                         'Ahmed','Singh','Kelly','Fraser','Reid','Begum','Costa','Santos'] AS ln,
                   48 AS nf, 48 AS nl) names;

-- ---------------------------------------------------------------- shifts
-- Staff work a role-dependent share of days; now and then someone takes a
-- whole month off (no shifts at all that month).

INSERT INTO shifts (shift_id, staff_id, shift_date, start_time, hours)
SELECT row_number() OVER (ORDER BY x.d, x.staff_id)::integer,
       x.staff_id, x.d,
       CASE WHEN x.role IN ('chef', 'line_cook', 'head_chef', 'kitchen_porter')
            THEN CASE WHEN pg_temp.h('st' || x.staff_id || x.d) % 3 = 0 THEN time '15:00' ELSE time '10:00' END
            WHEN x.role = 'manager' THEN time '09:30'
            ELSE CASE WHEN pg_temp.h('st' || x.staff_id || x.d) % 2 = 0 THEN time '11:00' ELSE time '17:00' END
       END,
       CASE WHEN x.role IN ('chef', 'line_cook', 'head_chef', 'manager')
            THEN 7 + (pg_temp.h('hr' || x.staff_id || x.d) % 13) * 0.25
            WHEN x.role = 'kitchen_porter'
            THEN 6 + (pg_temp.h('hr' || x.staff_id || x.d) % 13) * 0.25
            ELSE 4 + (pg_temp.h('hr' || x.staff_id || x.d) % 17) * 0.25
       END
FROM (
    SELECT s.staff_id, s.role, g::date AS d
    FROM staff s
    JOIN locations l USING (location_id)
    CROSS JOIN LATERAL generate_series(greatest(s.started_on, l.opened_on - 7, date '2024-01-01'),
                                       least(coalesce(s.left_on, date '2026-10-31'), date '2026-10-31'),
                                       interval '1 day') g
    WHERE pg_temp.h('leave' || s.staff_id || to_char(g, 'YYYY-MM')) % 100 >= 5
      AND pg_temp.u('work' || s.staff_id || g::date)
          < CASE s.role WHEN 'manager' THEN 0.78 WHEN 'head_chef' THEN 0.80 WHEN 'chef' THEN 0.75
                        WHEN 'line_cook' THEN 0.70 WHEN 'server' THEN 0.62 WHEN 'host' THEN 0.55
                        WHEN 'bartender' THEN 0.60 ELSE 0.65 END
) x;

-- servers on duty per location and day (helper)
CREATE TEMP TABLE duty AS
SELECT st.location_id, sh.shift_date, array_agg(st.staff_id ORDER BY st.staff_id) AS ids
FROM shifts sh JOIN staff st USING (staff_id)
WHERE st.role = 'server'
GROUP BY st.location_id, sh.shift_date;

-- ---------------------------------------------------------------- orders

CREATE TEMP TABLE loc_days AS
SELECT l.location_id, g::date AS day,
       greatest(2, round(p.base
           * CASE extract(isodow FROM g)::int WHEN 1 THEN 0.70 WHEN 2 THEN 0.75 WHEN 3 THEN 0.85
                  WHEN 4 THEN 1.00 WHEN 5 THEN 1.35 WHEN 6 THEN 1.45 ELSE 1.10 END
           * CASE extract(month FROM g)::int WHEN 12 THEN 1.25 WHEN 1 THEN 0.80 WHEN 2 THEN 0.90
                  WHEN 7 THEN 1.10 WHEN 8 THEN 1.10 ELSE 1.00 END
           * (1 + 0.07 * (g::date - date '2024-01-01') / 365.0)
           * (0.7 + 0.6 * pg_temp.u('day' || l.location_id || g::date))))::integer AS n
FROM locations l
JOIN loc_params p USING (location_id)
CROSS JOIN LATERAL generate_series(greatest(date '2024-01-01', l.opened_on), date '2026-10-31', interval '1 day') g;

CREATE TEMP TABLE raw_orders AS
SELECT ld.location_id, ld.day, i AS seq,
       pg_temp.u('ch' || ld.location_id || '-' || ld.day || '-' || i) AS uc,
       pg_temp.h('tm' || ld.location_id || '-' || ld.day || '-' || i) AS ht,
       pg_temp.u('ps' || ld.location_id || '-' || ld.day || '-' || i) AS ups,
       pg_temp.h('sv' || ld.location_id || '-' || ld.day || '-' || i) AS hs,
       pg_temp.u('pm' || ld.location_id || '-' || ld.day || '-' || i) AS upm
FROM loc_days ld
CROSS JOIN LATERAL generate_series(1, ld.n) i;

INSERT INTO orders (order_id, location_id, placed_at, channel, party_size, server_id, payment_method)
SELECT row_number() OVER (ORDER BY y.placed_at, y.location_id, y.seq)::integer,
       y.location_id, y.placed_at, y.channel,
       CASE WHEN y.channel = 'dine_in' THEN y.party_size END,
       CASE WHEN y.channel = 'dine_in' AND y.hs % 100 >= 3 AND d.ids IS NOT NULL
            THEN d.ids[1 + (y.hs / 100) % cardinality(d.ids)] END,
       CASE WHEN y.channel = 'delivery' THEN 'app'
            WHEN y.upm < 0.80 THEN 'card'
            WHEN y.upm < 0.95 THEN 'cash'
            ELSE 'gift_card' END
FROM (
    SELECT r.*,
           CASE WHEN r.uc < p.p_dine THEN 'dine_in'
                WHEN r.uc < p.p_dine + p.p_take THEN 'takeaway'
                ELSE 'delivery' END AS channel,
           CASE WHEN r.ups < 0.12 THEN 1 WHEN r.ups < 0.55 THEN 2 WHEN r.ups < 0.68 THEN 3
                WHEN r.ups < 0.85 THEN 4 WHEN r.ups < 0.91 THEN 5 WHEN r.ups < 0.96 THEN 6
                WHEN r.ups < 0.985 THEN 7 ELSE 8 END AS party_size,
           r.day + CASE WHEN r.ht % 10 < 4
                        THEN time '11:30' + ((r.ht / 10) % 180) * interval '1 minute'
                        ELSE time '17:30' + ((r.ht / 10) % 270) * interval '1 minute' END
                 + ((r.ht / 5000) % 60) * interval '1 second' AS placed_at
    FROM raw_orders r
    JOIN loc_params p USING (location_id)
) y
LEFT JOIN duty d ON d.location_id = y.location_id AND d.shift_date = y.day;

-- ---------------------------------------------------------------- order lines
-- Distinct items per order, weighted sampling without replacement among the
-- items on the menu that day.  Prices rose each January (menu price = 2026).

INSERT INTO order_lines (order_line_id, order_id, menu_item_id, quantity, unit_price, comped)
SELECT row_number() OVER (ORDER BY o.order_id, x.menu_item_id)::integer,
       o.order_id, x.menu_item_id,
       CASE WHEN x.course = 'drink' AND o.channel = 'dine_in'
            THEN 1 + pg_temp.h('q' || o.order_id || '-' || x.menu_item_id) % o.party_size
            WHEN pg_temp.h('q' || o.order_id || '-' || x.menu_item_id) % 100 < 12 THEN 2
            ELSE 1 END,
       CASE extract(year FROM o.placed_at)::int
            WHEN 2024 THEN round(x.price * 0.92, 2)
            WHEN 2025 THEN round(x.price * 0.96, 2)
            ELSE x.price END,
       pg_temp.u('cp' || o.order_id || '-' || x.menu_item_id)
           < p.comp_rate * CASE WHEN o.channel = 'dine_in' THEN 1.0 ELSE 0.4 END
FROM orders o
JOIN loc_params p USING (location_id)
CROSS JOIN LATERAL (
    SELECT w.menu_item_id, w.course, w.price
    FROM item_w w
    WHERE w.weight > 0
      AND w.introduced_on <= o.placed_at::date
      AND (w.discontinued_on IS NULL OR w.discontinued_on >= o.placed_at::date)
    ORDER BY ln(pg_temp.u('li' || o.order_id || '-' || w.menu_item_id))
             / (w.weight * (1 + w.trend * (o.placed_at::date - date '2024-01-01') / 365.0)) DESC
    LIMIT CASE WHEN o.channel = 'dine_in'
               THEN least(1 + o.party_size + pg_temp.h('nl' || o.order_id) % 3, 10)
               ELSE 1 + pg_temp.h('nl' || o.order_id) % 4 END
) x;

-- a check is never comped in full: clear the flag on orders whose every line was comped
UPDATE order_lines SET comped = false
WHERE order_id IN (SELECT order_id FROM order_lines GROUP BY order_id HAVING bool_and(comped));

-- ---------------------------------------------------------------- suppliers

INSERT INTO suppliers (supplier_id, name, category, city, contact_name, contact_email, is_active) VALUES
 ( 1, 'Fresh Fields Produce',       'produce',   'Birmingham', 'Helen Marsh',    'orders@freshfields.co.uk',    true),
 ( 2, 'Northern Dairies',           'dairy',     'Leeds',      'Gareth Pryce',   'sales@northerndairies.co.uk', true),
 ( 3, 'Hartley & Sons Butchers',    'meat',      'Sheffield',  'Paul Hartley',   'paul@hartleybutchers.co.uk',  true),
 ( 4, 'Atlantic Catch Seafood',     'seafood',   'Plymouth',   'Morwenna Trew',  NULL,                          true),
 ( 5, 'Highland Seafood Co',        'seafood',   'Inverness',  'Angus Macleod',  'angus@highlandseafood.scot',  true),
 ( 6, 'Cotswold Dairy Collective',  'dairy',     'Cirencester','Rosie Bell',     'hello@cotswolddairy.co.uk',   true),
 ( 7, 'Brewhouse Beverage Supply',  'beverages', 'Burton',     'Dev Sharma',     'trade@brewhousesupply.co.uk', true),
 ( 8, 'Vintners Cellar',            'wine',      'London',     'Claire Dubois',  'claire@vintnerscellar.com',   true),
 ( 9, 'Pantry Wholesale',           'dry goods', 'Coventry',   'Imran Aziz',     'accounts@pantrywholesale.com',true),
 (10, 'Bakehouse Artisan Breads',   'bakery',    'London',     'Sam Okafor',     NULL,                          true),
 (11, 'Mersey Fruit & Veg',         'produce',   'Liverpool',  'Lisa Quinn',     'lisa@merseyfv.co.uk',         true),
 (12, 'Clean Kitchen Supplies',     'cleaning',  'Leicester',  'Tom Hendry',     'service@cleankitchen.co.uk',  true),
 (13, 'Green Leaf Organics',        'produce',   'Norwich',    'Beth Wallace',   NULL,                          false),
 (14, 'Coastal Ice Co',             'beverages', 'Brighton',   'Nick Farrow',    'nick@coastalice.co.uk',       false);

CREATE TEMP TABLE sup_params (supplier_id integer, cadence integer, lead_days integer,
                              base numeric, late_rate numeric, locs integer[]);
INSERT INTO sup_params VALUES
 ( 1,  7, 2,  620, 0.06, ARRAY[1,2,3,4,5,6,7,8]),
 ( 2,  7, 2,  310, 0.09, ARRAY[3,4,6,8]),
 ( 3,  7, 2,  980, 0.04, ARRAY[1,2,3,4,5,6,7,8]),
 ( 4,  7, 3,  740, 0.12, ARRAY[1,2,3,4,5,7,8]),
 ( 5,  7, 2,  690, 0.05, ARRAY[6]),
 ( 6,  7, 2,  290, 0.03, ARRAY[1,2,5,7]),
 ( 7, 14, 3,  850, 0.07, ARRAY[1,2,3,4,5,6,7,8]),
 ( 8, 14, 4, 1150, 0.02, ARRAY[1,2,3,4,5,7,8]),
 ( 9, 14, 3,  540, 0.08, ARRAY[1,2,3,4,5,6,7,8]),
 (10,  7, 1,  210, 0.10, ARRAY[1,2]),
 (11,  7, 1,  380, 0.15, ARRAY[3,4,8]),
 (12, 14, 3,  260, 0.05, ARRAY[1,2,3,4,5,6,7,8]);

INSERT INTO purchase_orders (purchase_order_id, supplier_id, location_id, ordered_on, expected_on,
                             delivered_on, status, total_amount)
SELECT row_number() OVER (ORDER BY z.ordered_on, z.supplier_id, z.location_id)::integer,
       z.supplier_id, z.location_id, z.ordered_on, z.expected_on,
       CASE WHEN z.cancelled OR z.arrive > date '2026-10-31' THEN NULL ELSE z.arrive END,
       CASE WHEN z.cancelled THEN 'cancelled'
            WHEN z.arrive > date '2026-10-31' THEN 'pending'
            ELSE 'delivered' END,
       z.amount
FROM (
    SELECT sp.supplier_id, l.location_id, g::date AS ordered_on,
           g::date + sp.lead_days AS expected_on,
           g::date + sp.lead_days
             + CASE WHEN pg_temp.u('late' || sp.supplier_id || '-' || l.location_id || '-' || g::date) < sp.late_rate
                    THEN 1 + pg_temp.h('lt' || sp.supplier_id || '-' || l.location_id || '-' || g::date) % 3
                    WHEN pg_temp.u('late' || sp.supplier_id || '-' || l.location_id || '-' || g::date) < sp.late_rate + 0.03
                    THEN -1 ELSE 0 END AS arrive,
           pg_temp.h('cx' || sp.supplier_id || '-' || l.location_id || '-' || g::date) % 100 < 2 AS cancelled,
           round(sp.base * lp.base / 5.0
                 * (0.75 + 0.5 * pg_temp.u('amt' || sp.supplier_id || '-' || l.location_id || '-' || g::date))::numeric
                 * (1 + 0.06 * (g::date - date '2024-01-01') / 365.0), 2)::numeric(10,2) AS amount
    FROM sup_params sp
    JOIN locations l ON l.location_id = ANY (sp.locs)
    JOIN loc_params lp ON lp.location_id = l.location_id
    CROSS JOIN LATERAL generate_series(
        greatest(date '2024-01-01', l.opened_on - 14)
          + pg_temp.h('off' || sp.supplier_id || '-' || l.location_id) % sp.cadence,
        date '2026-10-31', sp.cadence * interval '1 day') g
) z;

-- ---------------------------------------------------------------- clean up

DROP TABLE pg_temp.loc_params, pg_temp.item_w, pg_temp.role_slots, pg_temp.staff_seg,
           pg_temp.duty, pg_temp.loc_days, pg_temp.raw_orders, pg_temp.sup_params;
DROP FUNCTION pg_temp.u(text);
DROP FUNCTION pg_temp.h(text);

ANALYZE;
