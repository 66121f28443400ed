-- Held-out evaluation database: multi-location outpatient clinic group.
-- Deterministic: all "random" values derive from md5() of fixed strings, so
-- every run produces identical data. Data covers 2024-01-01 .. 2026-10-31.
-- Usage: psql -v ON_ERROR_STOP=1 -d <empty database> -f clinic.sql

SET client_min_messages = warning;

-- Session-local helper (lives in pg_temp, disappears when the session ends):
-- a stable pseudo-random integer in [0, 2^28) derived from a text seed.
CREATE FUNCTION pg_temp.h(seed text) RETURNS integer
LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(seed), 1, 7))::bit(28)::integer $$;

-- ---------------------------------------------------------------- schema

CREATE TABLE clinics (
    clinic_id   integer PRIMARY KEY,
    name        varchar(100) NOT NULL UNIQUE,
    city        varchar(60)  NOT NULL,
    state       char(2)      NOT NULL,
    address     varchar(200) NOT NULL,
    phone       varchar(20),
    opened_on   date         NOT NULL
);

CREATE TABLE doctors (
    doctor_id   integer PRIMARY KEY,
    first_name  varchar(50)  NOT NULL,
    last_name   varchar(50)  NOT NULL,
    specialty   varchar(60)  NOT NULL,
    clinic_id   integer      NOT NULL REFERENCES clinics (clinic_id),
    email       varchar(120) UNIQUE,
    hired_on    date         NOT NULL,
    left_on     date
);

CREATE TABLE patients (
    patient_id          integer PRIMARY KEY,
    first_name          varchar(50)  NOT NULL,
    last_name           varchar(50)  NOT NULL,
    birth_date          date         NOT NULL,
    gender              char(1)      NOT NULL CHECK (gender IN ('F', 'M', 'X')),
    city                varchar(60)  NOT NULL,
    email               varchar(120),
    phone               varchar(20),
    insurance_provider  varchar(60),
    registered_at       timestamp    NOT NULL
);

CREATE TABLE medications (
    medication_id  integer PRIMARY KEY,
    name           varchar(80)   NOT NULL UNIQUE,
    category       varchar(40)   NOT NULL,
    form           varchar(20)   NOT NULL,
    unit_price     numeric(10,2) NOT NULL,
    is_generic     boolean       NOT NULL DEFAULT true
);

CREATE TABLE appointments (
    appointment_id    integer PRIMARY KEY,
    patient_id        integer     NOT NULL REFERENCES patients (patient_id),
    doctor_id         integer     NOT NULL REFERENCES doctors (doctor_id),
    scheduled_at      timestamp   NOT NULL,
    booked_at         timestamp   NOT NULL,
    visit_type        varchar(20) NOT NULL,
    duration_minutes  integer     NOT NULL,
    status            varchar(12) NOT NULL CHECK (status IN ('completed', 'cancelled', 'no_show')),
    cancellation_reason varchar(60)
);

CREATE TABLE prescriptions (
    prescription_id  integer PRIMARY KEY,
    appointment_id   integer NOT NULL REFERENCES appointments (appointment_id),
    medication_id    integer NOT NULL REFERENCES medications (medication_id),
    quantity         integer NOT NULL,
    days_supply      integer NOT NULL,
    refills          integer NOT NULL DEFAULT 0
);

CREATE TABLE invoices (
    invoice_id      integer PRIMARY KEY,
    appointment_id  integer       NOT NULL UNIQUE REFERENCES appointments (appointment_id),
    issued_at       timestamp     NOT NULL,
    amount          numeric(10,2) NOT NULL,
    paid_at         timestamp,
    payment_method  varchar(20)
);

CREATE TABLE lab_tests (
    lab_test_id     integer PRIMARY KEY,
    appointment_id  integer       NOT NULL REFERENCES appointments (appointment_id),
    test_name       varchar(60)   NOT NULL,
    ordered_at      timestamp     NOT NULL,
    resulted_at     timestamp,
    result_status   varchar(10)   NOT NULL CHECK (result_status IN ('normal', 'abnormal', 'pending')),
    cost            numeric(10,2) NOT NULL
);

-- ------------------------------------------------------------ reference data

INSERT INTO clinics (clinic_id, name, city, state, address, phone, opened_on) VALUES
 (1, 'Riverside Family Health',  'Portland', 'OR', '1420 SE Water Ave',        '503-555-0142', '2012-03-01'),
 (2, 'Northgate Medical Center', 'Seattle',  'WA', '10200 1st Ave NE',         '206-555-0117', '2009-06-15'),
 (3, 'Lakeview Clinic',          'Chicago',  'IL', '3033 N Sheridan Rd',       '312-555-0188', '2015-09-01'),
 (4, 'Harbor Point Health',      'Boston',   'MA', '88 Northern Ave',          '617-555-0164', '2018-01-10'),
 (5, 'Sunset Valley Clinic',     'Denver',   'CO', '2450 W Alameda Ave',       '720-555-0131', '2020-04-20'),
 (6, 'Cedar Park Medical',       'Austin',   'TX', '1890 Ranch Rd 620 N',      '512-555-0109', '2024-09-02'),
 (7, 'Elm Street Clinic',        'Portland', 'OR', '515 NE Elm St',            NULL,           '2021-02-01');

INSERT INTO doctors (doctor_id, first_name, last_name, specialty, clinic_id, hired_on, left_on) VALUES
 ( 1, 'Helen',    'Marsh',      'Family Medicine',          1, '2012-03-01', NULL),
 ( 2, 'Raj',      'Patel',      'Family Medicine',          1, '2016-07-11', NULL),
 ( 3, 'Susan',    'Okafor',     'Internal Medicine',        1, '2013-01-14', NULL),
 ( 4, 'Thomas',   'Becker',     'Internal Medicine',        1, '2019-05-06', '2025-06-30'),
 ( 5, 'Laura',    'Chen',       'Pediatrics',               1, '2014-09-02', NULL),
 ( 6, 'Maria',    'Alvarez',    'Obstetrics & Gynecology',  1, '2017-02-20', NULL),
 ( 7, 'David',    'Kim',        'Cardiology',               1, '2018-10-01', NULL),
 ( 8, 'Emily',    'Rhodes',     'Dermatology',              1, '2020-01-13', NULL),
 ( 9, 'George',   'Whitfield',  'Family Medicine',          2, '2009-06-15', NULL),
 (10, 'Priya',    'Raman',      'Family Medicine',          2, '2015-03-09', NULL),
 (11, 'Michael',  'O''Brien',   'Internal Medicine',        2, '2010-08-23', NULL),
 (12, 'Anna',     'Lindqvist',  'Internal Medicine',        2, '2021-11-01', NULL),
 (13, 'Kevin',    'Nguyen',     'Pediatrics',               2, '2011-04-18', '2024-10-31'),
 (14, 'Rachel',   'Goldberg',   'Obstetrics & Gynecology',  2, '2012-06-04', NULL),
 (15, 'Samuel',   'Adeyemi',    'Cardiology',               2, '2014-02-10', NULL),
 (16, 'Olivia',   'Hart',       'Dermatology',              2, '2019-09-16', NULL),
 (17, 'Daniel',   'Foster',     'Orthopedics',              2, '2016-05-02', NULL),
 (18, 'Ingrid',   'Sorensen',   'Neurology',                2, '2013-10-07', NULL),
 (19, 'Carlos',   'Mendoza',    'Family Medicine',          3, '2015-09-01', NULL),
 (20, 'Jennifer', 'Walsh',      'Family Medicine',          3, '2018-04-16', NULL),
 (21, 'Ahmed',    'Hassan',     'Internal Medicine',        3, '2016-01-25', NULL),
 (22, 'Grace',    'Liu',        'Pediatrics',               3, '2017-08-14', NULL),
 (23, 'Natalie',  'Brooks',     'Obstetrics & Gynecology',  3, '2015-09-01', NULL),
 (24, 'Victor',   'Petrov',     'Cardiology',               3, '2019-03-04', NULL),
 (25, 'Brian',    'Callahan',   'Orthopedics',              3, '2020-06-22', NULL),
 (26, 'Sophia',   'Reyes',      'Psychiatry',               3, '2021-09-13', NULL),
 (27, 'Mark',     'Delaney',    'Family Medicine',          3, '2015-09-01', '2023-11-30'),
 (28, 'Catherine','Doyle',      'Family Medicine',          4, '2018-01-10', NULL),
 (29, 'Hiroshi',  'Tanaka',     'Family Medicine',          4, '2020-10-05', NULL),
 (30, 'Fatima',   'Qureshi',    'Internal Medicine',        4, '2018-01-10', NULL),
 (31, 'Peter',    'Lawson',     'Pediatrics',               4, '2018-03-19', NULL),
 (32, 'Julia',    'Moreau',     'Obstetrics & Gynecology',  4, '2022-01-17', NULL),
 (33, 'Andrew',   'Sullivan',   'Cardiology',               4, '2025-03-03', NULL),
 (34, 'Nicole',   'Ferreira',   'Dermatology',              4, '2021-05-24', NULL),
 (35, 'Robert',   'Hayes',      'Neurology',                4, '2019-11-11', NULL),
 (36, 'Linda',    'Schwartz',   'Family Medicine',          5, '2020-04-20', NULL),
 (37, 'Ethan',    'Caldwell',   'Family Medicine',          5, '2026-02-02', NULL),
 (38, 'Monica',   'Vega',       'Internal Medicine',        5, '2020-04-20', NULL),
 (39, 'James',    'Thornton',   'Pediatrics',               5, '2021-07-12', NULL),
 (40, 'Rebecca',  'Stone',      'Obstetrics & Gynecology',  5, '2022-09-06', NULL),
 (41, 'William',  'Grant',      'Cardiology',               5, '2023-02-13', NULL),
 (42, 'Teresa',   'Molina',     'Orthopedics',              5, '2021-03-01', NULL),
 (43, 'Jason',    'Park',       'Family Medicine',          6, '2024-08-19', NULL),
 (44, 'Amanda',   'Cortez',     'Internal Medicine',        6, '2024-09-02', NULL),
 (45, 'Lucas',    'Bennett',    'Pediatrics',               6, '2024-09-02', NULL),
 (46, 'Hannah',   'Weiss',      'Dermatology',              6, '2025-01-06', NULL),
 (47, 'Paul',     'Ivanov',     'Family Medicine',          7, '2021-02-01', NULL),
 (48, 'Diane',    'Carter',     'Internal Medicine',        7, '2021-02-01', NULL),
 (49, 'Omar',     'Farouk',     'Pediatrics',               7, '2022-05-09', NULL),
 (50, 'Kimberly', 'Tran',       'Obstetrics & Gynecology',  7, '2023-06-05', NULL);

UPDATE doctors
   SET email = lower(left(first_name, 1) || replace(last_name, '''', '')) || '@askclinics.example';

INSERT INTO medications (medication_id, name, category, form, unit_price, is_generic) VALUES
 ( 1, 'Amoxicillin 500mg',          'Antibiotic',        'capsule',   0.45, true),
 ( 2, 'Azithromycin 250mg',         'Antibiotic',        'tablet',    1.90, true),
 ( 3, 'Doxycycline 100mg',          'Antibiotic',        'capsule',   0.85, true),
 ( 4, 'Cephalexin 500mg',           'Antibiotic',        'capsule',   0.60, true),
 ( 5, 'Ciprofloxacin 500mg',        'Antibiotic',        'tablet',    0.95, true),
 ( 6, 'Ibuprofen 600mg',            'Analgesic',         'tablet',    0.12, true),
 ( 7, 'Acetaminophen 500mg',        'Analgesic',         'tablet',    0.08, true),
 ( 8, 'Naproxen 500mg',             'Analgesic',         'tablet',    0.25, true),
 ( 9, 'Tramadol 50mg',              'Analgesic',         'tablet',    0.70, true),
 (10, 'Lisinopril 10mg',            'Antihypertensive',  'tablet',    0.15, true),
 (11, 'Amlodipine 5mg',             'Antihypertensive',  'tablet',    0.18, true),
 (12, 'Losartan 50mg',              'Antihypertensive',  'tablet',    0.30, true),
 (13, 'Metoprolol 25mg',            'Antihypertensive',  'tablet',    0.22, true),
 (14, 'Hydrochlorothiazide 25mg',   'Antihypertensive',  'tablet',    0.10, true),
 (15, 'Metformin 500mg',            'Antidiabetic',      'tablet',    0.14, true),
 (16, 'Glipizide 5mg',              'Antidiabetic',      'tablet',    0.20, true),
 (17, 'Januvia 100mg',              'Antidiabetic',      'tablet',   14.50, false),
 (18, 'Jardiance 10mg',             'Antidiabetic',      'tablet',   18.75, false),
 (19, 'Atorvastatin 20mg',          'Statin',            'tablet',    0.28, true),
 (20, 'Rosuvastatin 10mg',          'Statin',            'tablet',    0.55, true),
 (21, 'Simvastatin 20mg',           'Statin',            'tablet',    0.16, true),
 (22, 'Sertraline 50mg',            'Antidepressant',    'tablet',    0.35, true),
 (23, 'Escitalopram 10mg',          'Antidepressant',    'tablet',    0.40, true),
 (24, 'Bupropion XL 150mg',         'Antidepressant',    'tablet',    0.95, true),
 (25, 'Cetirizine 10mg',            'Antihistamine',     'tablet',    0.09, true),
 (26, 'Loratadine 10mg',            'Antihistamine',     'tablet',    0.11, true),
 (27, 'Albuterol HFA Inhaler',      'Respiratory',       'inhaler',  32.00, true),
 (28, 'Flovent HFA Inhaler',        'Respiratory',       'inhaler',  48.50, false),
 (29, 'Montelukast 10mg',           'Respiratory',       'tablet',    0.65, true),
 (30, 'Hydrocortisone 1% Cream',    'Dermatological',    'cream',     6.40, true),
 (31, 'Tretinoin 0.05% Cream',      'Dermatological',    'cream',    58.00, true);

-- ---------------------------------------------------------------- patients

INSERT INTO patients (patient_id, first_name, last_name, birth_date, gender, city,
                      email, phone, insurance_provider, registered_at)
SELECT g,
       CASE WHEN gender = 'M' THEN
            (ARRAY['James','John','Robert','Michael','William','David','Richard','Joseph','Thomas','Charles',
                   'Christopher','Daniel','Matthew','Anthony','Mark','Steven','Paul','Andrew','Joshua','Kevin',
                   'Brian','Ryan','Jacob','Nathan','Tyler','Aaron','Luis','Jose','Wei','Arjun'])[1 + h2 % 30]
            ELSE
            (ARRAY['Mary','Patricia','Jennifer','Linda','Elizabeth','Barbara','Susan','Jessica','Sarah','Karen',
                   'Lisa','Nancy','Betty','Sandra','Ashley','Emily','Michelle','Amanda','Melissa','Stephanie',
                   'Rebecca','Laura','Hannah','Olivia','Sofia','Chloe','Ana','Mei','Aisha','Priya'])[1 + h2 % 30]
       END,
       (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
              'Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin',
              'Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson',
              'Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores',
              'Green','Adams','Nelson','Baker','Hall','Rivera','Campbell','Mitchell','Carter','Roberts',
              'Chen','Kowalski','Murphy','Patel','Cohen','Schmidt','Novak','Yamamoto','Okoro','Fischer',
              'Reed','Cook','Morgan','Bell','Bailey','Cooper','Howard','Ward','Cox','Diaz',
              'Richardson','Wood','Watson','Brooks','Bennett','Gray','James','Hughes','Price','Sanders'])[1 + h3 % 80],
       date '1938-01-01' + (h4 % 30000),
       gender,
       city,
       CASE WHEN h5 % 100 < 88 THEN 'patient' || g || '@mail.example' END,
       CASE WHEN h5 % 100 < 95 THEN '555-' || lpad((h6 % 10000)::text, 4, '0') END,
       CASE WHEN date '1938-01-01' + (h4 % 30000) < date '1960-01-01' AND h7 % 100 < 65 THEN 'Medicare'
            WHEN h7 % 100 < 27 THEN 'BlueCross'
            WHEN h7 % 100 < 46 THEN 'Aetna'
            WHEN h7 % 100 < 62 THEN 'UnitedHealthcare'
            WHEN h7 % 100 < 73 THEN 'Cigna'
            WHEN h7 % 100 < 80 THEN 'Kaiser'
            WHEN h7 % 100 < 86 THEN 'Humana'
            ELSE NULL END,
       timestamp '2021-01-04 08:00'
         + floor(2125 * power((h8 % 100000) / 100000.0, 0.7)) * interval '1 day'
         + (h6 % 600) * interval '1 minute'
FROM (
    SELECT g,
           CASE WHEN pg_temp.h('pg' || g) % 100 < 54 THEN 'F'
                WHEN pg_temp.h('pg' || g) % 100 < 99 THEN 'M' ELSE 'X' END AS gender,
           CASE WHEN pg_temp.h('pc' || g) % 1000 < 180 THEN 'Portland'
                WHEN pg_temp.h('pc' || g) % 1000 < 225 THEN 'Beaverton'
                WHEN pg_temp.h('pc' || g) % 1000 < 260 THEN 'Gresham'
                WHEN pg_temp.h('pc' || g) % 1000 < 445 THEN 'Seattle'
                WHEN pg_temp.h('pc' || g) % 1000 < 505 THEN 'Bellevue'
                WHEN pg_temp.h('pc' || g) % 1000 < 640 THEN 'Chicago'
                WHEN pg_temp.h('pc' || g) % 1000 < 672 THEN 'Evanston'
                WHEN pg_temp.h('pc' || g) % 1000 < 782 THEN 'Boston'
                WHEN pg_temp.h('pc' || g) % 1000 < 812 THEN 'Cambridge'
                WHEN pg_temp.h('pc' || g) % 1000 < 890 THEN 'Denver'
                WHEN pg_temp.h('pc' || g) % 1000 < 915 THEN 'Aurora'
                WHEN pg_temp.h('pc' || g) % 1000 < 975 THEN 'Austin'
                ELSE 'Round Rock' END AS city,
           pg_temp.h('p2-' || g) AS h2, pg_temp.h('p3-' || g) AS h3,
           pg_temp.h('p4-' || g) AS h4, pg_temp.h('p5-' || g) AS h5,
           pg_temp.h('p6-' || g) AS h6, pg_temp.h('p7-' || g) AS h7,
           pg_temp.h('p8-' || g) AS h8
    FROM generate_series(1, 2600) AS g
) s;

-- Austin-area patients signed up around the opening of Cedar Park Medical.
UPDATE patients
   SET registered_at = timestamp '2024-06-03 09:00'
                       + (pg_temp.h('ar' || patient_id) % 880) * interval '1 day'
                       + (pg_temp.h('am' || patient_id) % 480) * interval '1 minute'
 WHERE city IN ('Austin', 'Round Rock') AND registered_at < timestamp '2024-06-01';

-- ------------------------------------------------------------ appointments

CREATE TEMP TABLE appt_stage AS
WITH p AS (
    SELECT pt.patient_id, pt.birth_date, pt.gender, pt.registered_at, pt.home_clinic,
           greatest(pt.registered_at::date, date '2024-01-01', c.opened_on) AS wstart,
           pg_temp.h('an' || pt.patient_id) AS hn,
           pg_temp.h('ar' || pt.patient_id) AS hr
    FROM (
        SELECT patients.*,
               CASE city
                    WHEN 'Portland'   THEN CASE WHEN pg_temp.h('hc' || patient_id) % 100 < 62 THEN 1 ELSE 7 END
                    WHEN 'Beaverton'  THEN 1
                    WHEN 'Gresham'    THEN 7
                    WHEN 'Seattle'    THEN 2
                    WHEN 'Bellevue'   THEN 2
                    WHEN 'Chicago'    THEN 3
                    WHEN 'Evanston'   THEN 3
                    WHEN 'Boston'     THEN 4
                    WHEN 'Cambridge'  THEN 4
                    WHEN 'Denver'     THEN 5
                    WHEN 'Aurora'     THEN 5
                    ELSE 6 END AS home_clinic
        FROM patients
    ) pt
    JOIN clinics c ON c.clinic_id = pt.home_clinic
), n AS (
    SELECT p.*,
           CASE WHEN hn % 100 < 7 THEN 0
                ELSE round((date '2026-10-31' - wstart + 1) / 1035.0 * (4 + hr % 12))::int
           END AS n_appts
    FROM p
), slots AS (
    SELECT n.patient_id, n.birth_date, n.gender, n.registered_at, n.home_clinic, k,
           n.wstart + pg_temp.h('ad' || n.patient_id || '-' || k) % (date '2026-10-31' - n.wstart + 1) AS raw_day,
           pg_temp.h('at' || n.patient_id || '-' || k) AS ht,
           pg_temp.h('av' || n.patient_id || '-' || k) AS hv,
           pg_temp.h('as' || n.patient_id || '-' || k) AS hs,
           pg_temp.h('ab' || n.patient_id || '-' || k) AS hb
    FROM n CROSS JOIN LATERAL generate_series(1, n.n_appts) AS k
    WHERE n.n_appts > 0
), days AS (
    SELECT slots.*,
           CASE WHEN extract(dow FROM raw_day) = 0
                THEN CASE WHEN raw_day < date '2026-10-31' THEN raw_day + 1 ELSE raw_day - 1 END
                ELSE raw_day END AS appt_day,
           (hs % 100 < 14) AS specialist_route
    FROM slots
)
SELECT d.patient_id, d.k, d.home_clinic, doc.doctor_id, doc.specialty, doc.clinic_id,
       d.appt_day + time '08:00' + (d.ht % 36) * interval '15 minutes'
         + CASE WHEN d.appt_day + time '08:00' + (d.ht % 36) * interval '15 minutes' < d.registered_at
                THEN interval '1 day' ELSE interval '0' END AS scheduled_at,
       d.registered_at, d.hv, d.hs, d.hb
FROM days d
CROSS JOIN LATERAL (
    SELECT dr.doctor_id, dr.specialty, dr.clinic_id
    FROM doctors dr
    WHERE dr.hired_on <= d.appt_day
      AND (dr.left_on IS NULL OR dr.left_on > d.appt_day)
    ORDER BY
      CASE WHEN d.specialist_route THEN
                CASE WHEN dr.specialty IN ('Cardiology','Dermatology','Orthopedics','Neurology','Psychiatry')
                       OR (dr.specialty = 'Obstetrics & Gynecology' AND d.gender = 'F'
                           AND (d.appt_day - d.birth_date) >= 16 * 365)
                     THEN 0
                     WHEN dr.specialty = 'Obstetrics & Gynecology' THEN 5
                     ELSE 1 END
                + CASE WHEN dr.clinic_id = d.home_clinic THEN 0 ELSE 2 END * (pg_temp.h('sx' || d.patient_id || '-' || d.k) % 2)
           ELSE CASE WHEN dr.clinic_id = d.home_clinic THEN 0 ELSE 4 END
                + CASE WHEN (d.appt_day - d.birth_date) < 16 * 365
                       THEN CASE WHEN dr.specialty = 'Pediatrics' THEN 0
                                 WHEN dr.specialty = 'Obstetrics & Gynecology' THEN 5 ELSE 2 END
                       WHEN dr.specialty = 'Obstetrics & Gynecology'
                       THEN CASE WHEN d.gender = 'F' AND pg_temp.h('ob' || d.patient_id || '-' || d.k) % 100 < 25 THEN -1 ELSE 2 END
                       ELSE CASE WHEN dr.specialty IN ('Pediatrics','Cardiology','Dermatology','Orthopedics','Neurology','Psychiatry') THEN 2 ELSE 0 END
                  END
      END,
      md5('dp' || d.patient_id || '-' || d.k || '-' || dr.doctor_id)
    LIMIT 1
) doc;

INSERT INTO appointments (appointment_id, patient_id, doctor_id, scheduled_at, booked_at,
                          visit_type, duration_minutes, status, cancellation_reason)
SELECT row_number() OVER (ORDER BY scheduled_at, patient_id, k) AS appointment_id,
       patient_id, doctor_id, scheduled_at,
       greatest(registered_at, scheduled_at - (1 + hb % 40) * interval '1 day' - (hb % 480) * interval '1 minute'),
       visit_type,
       CASE visit_type WHEN 'checkup' THEN 30 WHEN 'follow_up' THEN 20 WHEN 'consultation' THEN 45
                       WHEN 'telehealth' THEN 15 ELSE 30 END
         + CASE WHEN hv % 7 = 0 THEN 15 ELSE 0 END,
       status,
       CASE WHEN status = 'cancelled' THEN
            CASE WHEN hb % 10 < 4 THEN 'patient request'
                 WHEN hb % 10 < 6 THEN 'rescheduled'
                 WHEN hb % 10 < 7 THEN 'doctor unavailable'
                 WHEN hb % 10 < 8 THEN 'insurance issue'
                 ELSE NULL END
       END
FROM (
    SELECT s.*,
           CASE WHEN hv % 100 < 33 THEN 'follow_up'
                WHEN hv % 100 < 58 THEN 'checkup'
                WHEN hv % 100 < 77 THEN 'consultation'
                WHEN hv % 100 < 90 THEN 'telehealth'
                ELSE 'urgent' END AS visit_type,
           CASE WHEN (hs / 100) % 1000 < (ARRAY[45, 62, 104, 55, 83, 71, 128])[clinic_id]
                     + CASE WHEN extract(year FROM scheduled_at) = 2024 THEN 12 ELSE 0 END
                THEN 'no_show'
                WHEN (hs / 100) % 1000 < (ARRAY[45, 62, 104, 55, 83, 71, 128])[clinic_id] + 12
                     + (ARRAY[105, 118, 96, 131, 112, 90, 124])[clinic_id]
                     + CASE WHEN specialty = 'Dermatology' THEN 45 ELSE 0 END
                THEN 'cancelled'
                ELSE 'completed' END AS status
    FROM appt_stage s
) x;

DROP TABLE appt_stage;

-- ----------------------------------------------------------- prescriptions

INSERT INTO prescriptions (prescription_id, appointment_id, medication_id, quantity, days_supply, refills)
SELECT row_number() OVER (ORDER BY appointment_id, medication_id),
       appointment_id, medication_id,
       CASE WHEN form IN ('inhaler', 'cream') THEN 1 + (hq / 10) % 3
            ELSE (ARRAY[7, 10, 14, 20, 28, 30, 30, 60, 90, 90])[1 + hq % 10] END,
       CASE WHEN form IN ('inhaler', 'cream') THEN 30
            ELSE (ARRAY[7, 10, 14, 10, 28, 30, 30, 60, 90, 90])[1 + hq % 10] END,
       CASE WHEN hq % 10 >= 5 THEN (hq / 10) % 4 ELSE 0 END
FROM (
    SELECT DISTINCT ON (a.appointment_id, med.medication_id)
           a.appointment_id, med.medication_id,
           pg_temp.h('rq' || a.appointment_id || '-' || k) AS hq
    FROM appointments a
    JOIN doctors d ON d.doctor_id = a.doctor_id
    CROSS JOIN LATERAL generate_series(1,
        CASE WHEN pg_temp.h('rn' || a.appointment_id) % 100 < 50 THEN 0
             WHEN pg_temp.h('rn' || a.appointment_id) % 100 < 79 THEN 1
             WHEN pg_temp.h('rn' || a.appointment_id) % 100 < 94 THEN 2
             ELSE 3 END) AS k
    CROSS JOIN LATERAL (
        SELECT CASE
          WHEN d.specialty = 'Dermatology' AND pg_temp.h('rd' || a.appointment_id || '-' || k) % 100 < 60
            THEN (ARRAY[31, 30, 3])[1 + pg_temp.h('rm' || a.appointment_id || '-' || k) % 3]
          WHEN d.specialty = 'Cardiology' AND pg_temp.h('rd' || a.appointment_id || '-' || k) % 100 < 70
            THEN (ARRAY[19, 11, 13, 10, 20, 12])[1 + pg_temp.h('rm' || a.appointment_id || '-' || k) % 6]
          WHEN d.specialty = 'Psychiatry' AND pg_temp.h('rd' || a.appointment_id || '-' || k) % 100 < 80
            THEN (ARRAY[22, 23, 24])[1 + pg_temp.h('rm' || a.appointment_id || '-' || k) % 3]
          ELSE
            -- general popularity ladder (most to least prescribed); ids 5, 9, 16, 21 never used
            (ARRAY[10, 6, 1, 15, 19, 7, 11, 25, 2, 22, 12, 8, 13, 27, 3, 23, 26, 4, 14, 20, 29, 24, 30, 17, 18, 28, 31])
              [1 + floor(27 * power((pg_temp.h('rm' || a.appointment_id || '-' || k) % 100000) / 100000.0, 1.9))::int]
        END AS medication_id
    ) med
    WHERE a.status = 'completed'
    ORDER BY a.appointment_id, med.medication_id, k
) r
JOIN medications USING (medication_id);

-- ---------------------------------------------------------------- invoices

INSERT INTO invoices (invoice_id, appointment_id, issued_at, amount, paid_at, payment_method)
SELECT row_number() OVER (ORDER BY appointment_id),
       appointment_id, issued_at, amount,
       CASE WHEN is_paid THEN paid_at END,
       CASE WHEN is_paid THEN
            CASE WHEN insurance_provider IS NOT NULL AND hp % 100 < 72 THEN 'insurance'
                 WHEN (hp / 100) % 100 < 58 THEN 'credit_card'
                 WHEN (hp / 100) % 100 < 78 THEN 'debit_card'
                 WHEN (hp / 100) % 100 < 91 THEN 'cash'
                 ELSE 'bank_transfer' END
       END
FROM (
    SELECT a.appointment_id,
           a.scheduled_at + (a.duration_minutes + 20) * interval '1 minute' AS issued_at,
           round((CASE a.visit_type WHEN 'checkup' THEN 150 WHEN 'follow_up' THEN 110
                                    WHEN 'consultation' THEN 220 WHEN 'telehealth' THEN 85 ELSE 260 END)
                 * (CASE d.specialty WHEN 'Family Medicine' THEN 1.00 WHEN 'Internal Medicine' THEN 1.05
                                     WHEN 'Pediatrics' THEN 0.95 WHEN 'Obstetrics & Gynecology' THEN 1.20
                                     WHEN 'Cardiology' THEN 1.45 WHEN 'Dermatology' THEN 1.25
                                     WHEN 'Orthopedics' THEN 1.40 WHEN 'Neurology' THEN 1.50 ELSE 1.30 END)
                 * (0.90 + (pg_temp.h('ia' || a.appointment_id) % 2100) / 10000.0), 2) AS amount,
           a.scheduled_at + (a.duration_minutes + 20) * interval '1 minute'
             + (pg_temp.h('ip' || a.appointment_id) % 75) * interval '1 day'
             + (pg_temp.h('it' || a.appointment_id) % 600) * interval '1 minute' AS paid_at,
           (pg_temp.h('iu' || a.appointment_id) % 100 < 89
             AND a.scheduled_at + (a.duration_minutes + 20) * interval '1 minute'
                 + (pg_temp.h('ip' || a.appointment_id) % 75) * interval '1 day'
                 + (pg_temp.h('it' || a.appointment_id) % 600) * interval '1 minute'
                 < timestamp '2026-10-31 18:00') AS is_paid,
           p.insurance_provider,
           pg_temp.h('im' || a.appointment_id) AS hp
    FROM appointments a
    JOIN doctors d ON d.doctor_id = a.doctor_id
    JOIN patients p ON p.patient_id = a.patient_id
    WHERE a.status = 'completed'
) i;

-- --------------------------------------------------------------- lab tests

INSERT INTO lab_tests (lab_test_id, appointment_id, test_name, ordered_at, resulted_at, result_status, cost)
SELECT row_number() OVER (ORDER BY appointment_id, test_name),
       appointment_id, test_name, ordered_at,
       CASE WHEN ordered_at + tat < timestamp '2026-10-31 18:00' AND hl % 100 >= 2 THEN ordered_at + tat END,
       CASE WHEN ordered_at + tat < timestamp '2026-10-31 18:00' AND hl % 100 >= 2
            THEN CASE WHEN (hl / 100) % 100 < abnormal_pct THEN 'abnormal' ELSE 'normal' END
            ELSE 'pending' END,
       cost
FROM (
    SELECT DISTINCT ON (a.appointment_id, t.test_name)
           a.appointment_id, t.test_name, t.cost, t.abnormal_pct,
           a.scheduled_at + (a.duration_minutes) * interval '1 minute' AS ordered_at,
           (1 + pg_temp.h('lt' || a.appointment_id || '-' || k) % 5) * interval '1 day'
             + (pg_temp.h('lm' || a.appointment_id || '-' || k) % 480) * interval '1 minute' AS tat,
           pg_temp.h('ls' || a.appointment_id || '-' || k) AS hl
    FROM appointments a
    CROSS JOIN LATERAL generate_series(1,
        CASE WHEN pg_temp.h('ln' || a.appointment_id) % 100 < 76 THEN 0
             WHEN pg_temp.h('ln' || a.appointment_id) % 100 < 92 THEN 1
             ELSE 2 END) AS k
    JOIN (VALUES
        (0, 'Complete Blood Count',        28.00, 18),
        (1, 'Comprehensive Metabolic Panel', 42.00, 24),
        (2, 'Lipid Panel',                 35.00, 38),
        (3, 'Hemoglobin A1c',              30.00, 31),
        (4, 'Thyroid Panel (TSH)',         45.00, 14),
        (5, 'Urinalysis',                  18.00, 21),
        (6, 'Vitamin D, 25-Hydroxy',       55.00, 43),
        (7, 'Strep A Rapid Test',          22.00, 27)
    ) AS t(idx, test_name, cost, abnormal_pct)
      ON t.idx = (ARRAY[0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 3, 3, 4, 4, 5, 6, 7])
                 [1 + pg_temp.h('lx' || a.appointment_id || '-' || k) % 20]
    WHERE a.status = 'completed'
    ORDER BY a.appointment_id, t.test_name, k
) l;

ANALYZE;
