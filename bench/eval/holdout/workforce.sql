-- Held-out evaluation database: HR, staffing and project time tracking for a
-- mid-sized professional-services / software company ("Brightwell Systems").
-- Deterministic: every "random" value derives from md5() of a fixed string, so
-- each run produces identical data. Time tracking covers 2024-01-01 .. 2026-10-31.
-- Usage: psql -v ON_ERROR_STOP=1 -d <empty database> -f workforce.sql

SET client_min_messages = warning;

-- Session-local helper (lives in pg_temp, disappears when the session ends):
-- a stable pseudo-random number in [0, 1) derived from a text seed.
CREATE FUNCTION pg_temp.u(seed text) RETURNS double precision
LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(seed), 1, 7))::bit(28)::integer / 268435456.0 $$;

-- ---------------------------------------------------------------- schema

CREATE TABLE departments (
    department_id  integer PRIMARY KEY,
    name           varchar(80)  NOT NULL UNIQUE,
    cost_center    varchar(10)  NOT NULL UNIQUE,
    location       varchar(60)  NOT NULL,
    established_on date         NOT NULL
);

CREATE TABLE employees (
    employee_id        integer PRIMARY KEY,
    first_name         varchar(50)  NOT NULL,
    last_name          varchar(50)  NOT NULL,
    email              varchar(120) NOT NULL UNIQUE,
    phone              varchar(30),
    department_id      integer      NOT NULL REFERENCES departments (department_id),
    manager_id         integer      REFERENCES employees (employee_id),
    job_title          varchar(80)  NOT NULL,
    employment_type    varchar(20)  NOT NULL
        CHECK (employment_type IN ('full_time', 'part_time', 'contractor')),
    hire_date          date         NOT NULL,
    termination_date   date,
    termination_reason varchar(30),
    CHECK (termination_date IS NULL OR termination_date > hire_date)
);
CREATE INDEX employees_department_idx ON employees (department_id);
CREATE INDEX employees_manager_idx ON employees (manager_id);

CREATE TABLE salaries (
    salary_id      integer PRIMARY KEY,
    employee_id    integer       NOT NULL REFERENCES employees (employee_id),
    amount         numeric(10,2) NOT NULL,
    currency       char(3)       NOT NULL DEFAULT 'EUR',
    effective_from date          NOT NULL,
    change_reason  varchar(20)   NOT NULL,
    UNIQUE (employee_id, effective_from)
);

CREATE TABLE projects (
    project_id         integer PRIMARY KEY,
    project_code       varchar(12)   NOT NULL UNIQUE,
    name               varchar(100)  NOT NULL,
    client_name        varchar(100),
    department_id      integer       NOT NULL REFERENCES departments (department_id),
    project_manager_id integer       REFERENCES employees (employee_id),
    start_date         date          NOT NULL,
    end_date           date,
    budget             numeric(12,2),
    status             varchar(20)   NOT NULL
        CHECK (status IN ('active', 'completed', 'on_hold', 'cancelled'))
);

CREATE TABLE timesheets (
    timesheet_id  integer PRIMARY KEY,
    employee_id   integer      NOT NULL REFERENCES employees (employee_id),
    project_id    integer      NOT NULL REFERENCES projects (project_id),
    work_date     date         NOT NULL,
    hours         numeric(4,2) NOT NULL CHECK (hours > 0 AND hours <= 24),
    billable      boolean      NOT NULL,
    task_category varchar(30),
    UNIQUE (employee_id, project_id, work_date)
);
CREATE INDEX timesheets_work_date_idx ON timesheets (work_date);
CREATE INDEX timesheets_project_idx ON timesheets (project_id);

CREATE TABLE leave_requests (
    leave_request_id integer PRIMARY KEY,
    employee_id      integer     NOT NULL REFERENCES employees (employee_id),
    leave_type       varchar(20) NOT NULL,
    start_date       date        NOT NULL,
    end_date         date        NOT NULL,
    days_requested   integer     NOT NULL,
    status           varchar(10) NOT NULL
        CHECK (status IN ('approved', 'rejected', 'pending')),
    requested_on     date        NOT NULL,
    approver_id      integer     REFERENCES employees (employee_id),
    CHECK (end_date >= start_date)
);

CREATE TABLE performance_reviews (
    review_id    integer  PRIMARY KEY,
    employee_id  integer  NOT NULL REFERENCES employees (employee_id),
    reviewer_id  integer  NOT NULL REFERENCES employees (employee_id),
    review_year  smallint NOT NULL,
    rating       smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    review_date  date     NOT NULL,
    comments     text,
    UNIQUE (employee_id, review_year)
);

CREATE TABLE training_courses (
    course_id      integer PRIMARY KEY,
    title          varchar(100) NOT NULL UNIQUE,
    category       varchar(20)  NOT NULL,
    provider       varchar(80)  NOT NULL,
    duration_hours numeric(5,1) NOT NULL,
    cost           numeric(8,2) NOT NULL,
    is_mandatory   boolean      NOT NULL DEFAULT false
);

CREATE TABLE training_enrollments (
    enrollment_id integer PRIMARY KEY,
    employee_id   integer     NOT NULL REFERENCES employees (employee_id),
    course_id     integer     NOT NULL REFERENCES training_courses (course_id),
    enrolled_on   date        NOT NULL,
    status        varchar(15) NOT NULL
        CHECK (status IN ('completed', 'in_progress', 'dropped')),
    completed_on  date,
    score         numeric(5,1),
    UNIQUE (employee_id, course_id)
);

-- ---------------------------------------------------------------- departments

INSERT INTO departments (department_id, name, cost_center, location, established_on) VALUES
 (1,  'Executive Office',      'CC-1000', 'Amsterdam', '2011-03-01'),
 (2,  'Engineering',           'CC-2100', 'Berlin',    '2011-06-01'),
 (3,  'Sales',                 'CC-3100', 'London',    '2011-09-01'),
 (4,  'Marketing',             'CC-3200', 'London',    '2012-02-01'),
 (5,  'Finance',               'CC-1100', 'Amsterdam', '2011-06-01'),
 (6,  'Human Resources',       'CC-1200', 'Amsterdam', '2012-05-01'),
 (7,  'Customer Support',      'CC-4100', 'Lisbon',    '2013-01-15'),
 (8,  'Operations',            'CC-4200', 'Berlin',    '2012-09-01'),
 (9,  'Legal',                 'CC-1300', 'Amsterdam', '2014-04-01'),
 (10, 'Data & Analytics',      'CC-2200', 'Berlin',    '2017-03-01'),
 (11, 'Professional Services', 'CC-5100', 'London',    '2015-10-01');

-- ---------------------------------------------------------------- staging: people

CREATE TEMP TABLE s_dept (
    dept_id int, size int, nleads int, base numeric,
    contractor_share numeric, part_time_share numeric,
    head_title text, lead_title text, log_prob numeric, day_prob numeric
);
INSERT INTO s_dept VALUES
 (1,    3,  0, 60000, 0,    0,    'Chief Executive Officer',            NULL,                 0,    0),
 (2,  158, 13, 64000, 0.18, 0.04, 'VP Engineering',                     'Engineering Manager', 0.90, 0.30),
 (3,   96,  8, 47000, 0.04, 0.05, 'VP Sales',                           'Sales Manager',       0.20, 0.12),
 (4,   44,  3, 50000, 0.07, 0.08, 'Head of Marketing',                  'Marketing Manager',   0.55, 0.18),
 (5,   31,  2, 53000, 0.03, 0.10, 'Chief Financial Officer',            'Finance Manager',     0.40, 0.10),
 (6,   23,  0, 47000, 0.05, 0.12, 'HR Director',                        NULL,                  0,    0),
 (7,   84,  7, 36000, 0.05, 0.15, 'Head of Customer Support',           'Support Team Lead',   0,    0),
 (8,   61,  5, 45000, 0.08, 0.06, 'Head of Operations',                 'Operations Manager',  0.35, 0.15),
 (9,   17,  0, 68000, 0.06, 0.06, 'General Counsel',                    NULL,                  0,    0),
 (10,  49,  4, 61000, 0.14, 0.04, 'Head of Data & Analytics',           'Analytics Manager',   0.90, 0.30),
 (11,  73,  6, 57000, 0.16, 0.03, 'Director of Professional Services',  'Engagement Manager',  0.95, 0.32);

CREATE TEMP TABLE s_emp AS
SELECT d.dept_id,
       g.rn,
       d.dept_id * 1000 + g.rn AS sid,
       CASE WHEN d.dept_id = 1 AND g.rn = 1 THEN 'ceo'
            WHEN d.dept_id = 1 THEN 'exec'
            WHEN g.rn = 1 THEN 'head'
            WHEN g.rn <= 1 + d.nleads THEN 'lead'
            ELSE 'ic' END AS role,
       CASE WHEN d.dept_id = 1 AND g.rn = 1 THEN NULL
            WHEN d.dept_id = 1 OR g.rn = 1 THEN 1001
            WHEN g.rn <= 1 + d.nleads THEN d.dept_id * 1000 + 1
            WHEN d.nleads > 0 THEN d.dept_id * 1000 + 2 + ((g.rn - 2 - d.nleads) % d.nleads)
            ELSE d.dept_id * 1000 + 1 END AS manager_sid,
       d.base, d.contractor_share, d.part_time_share, d.head_title, d.lead_title,
       d.log_prob, d.day_prob,
       pg_temp.u('hire-'  || (d.dept_id * 1000 + g.rn)) AS u_hire,
       pg_temp.u('type-'  || (d.dept_id * 1000 + g.rn)) AS u_type,
       pg_temp.u('term-'  || (d.dept_id * 1000 + g.rn)) AS u_term,
       pg_temp.u('tdate-' || (d.dept_id * 1000 + g.rn)) AS u_tdate,
       pg_temp.u('tres-'  || (d.dept_id * 1000 + g.rn)) AS u_tres,
       pg_temp.u('title-' || (d.dept_id * 1000 + g.rn)) AS u_title,
       pg_temp.u('first-' || (d.dept_id * 1000 + g.rn)) AS u_first,
       pg_temp.u('last-'  || (d.dept_id * 1000 + g.rn)) AS u_last,
       pg_temp.u('phone-' || (d.dept_id * 1000 + g.rn)) AS u_phone,
       pg_temp.u('pay-'   || (d.dept_id * 1000 + g.rn)) AS u_pay,
       pg_temp.u('log-'   || (d.dept_id * 1000 + g.rn)) AS u_log
FROM s_dept d
CROSS JOIN LATERAL generate_series(1, d.size) AS g(rn);

ALTER TABLE s_emp ADD COLUMN hire_date date, ADD COLUMN employment_type text,
    ADD COLUMN termination_date date, ADD COLUMN termination_reason text,
    ADD COLUMN job_title text, ADD COLUMN first_name text, ADD COLUMN last_name text,
    ADD COLUMN employee_id int;

UPDATE s_emp SET hire_date = CASE role
    WHEN 'ceo'  THEN date '2011-03-01'
    WHEN 'exec' THEN date '2015-01-05' + floor(u_hire * 2000)::int
    WHEN 'head' THEN date '2011-06-01' + floor(u_hire * 1800)::int
    WHEN 'lead' THEN date '2013-01-07' + floor(u_hire * 2900)::int
    ELSE             date '2014-01-06' + floor(power(u_hire, 0.55) * 4660)::int END;

UPDATE s_emp SET employment_type = CASE
    WHEN role <> 'ic' THEN 'full_time'
    WHEN u_type < contractor_share THEN 'contractor'
    WHEN u_type < contractor_share + part_time_share THEN 'part_time'
    ELSE 'full_time' END;

UPDATE s_emp SET termination_date =
        hire_date + 45 + floor(u_tdate * ((date '2026-10-31' - hire_date) - 45))::int
WHERE role = 'ic'
  AND hire_date <= date '2026-08-31'
  AND u_term < CASE WHEN employment_type = 'contractor' THEN 0.36 ELSE 0.19 END;

UPDATE s_emp SET termination_reason = CASE
    WHEN employment_type = 'contractor' THEN 'contract_end'
    WHEN u_tres < 0.60 THEN 'resignation'
    WHEN u_tres < 0.77 THEN 'layoff'
    WHEN u_tres < 0.89 THEN 'dismissal'
    WHEN u_tres < 0.96 THEN 'retirement'
    ELSE 'mutual_agreement' END
WHERE termination_date IS NOT NULL;

UPDATE s_emp SET job_title = CASE
    WHEN role = 'ceo' THEN 'Chief Executive Officer'
    WHEN role = 'exec' AND rn = 2 THEN 'Chief of Staff'
    WHEN role = 'exec' THEN 'Executive Assistant'
    WHEN role = 'head' THEN head_title
    WHEN role = 'lead' THEN lead_title
    WHEN dept_id = 2 THEN CASE
        WHEN u_title < 0.38 THEN 'Software Engineer'
        WHEN u_title < 0.64 THEN 'Senior Software Engineer'
        WHEN u_title < 0.76 THEN 'QA Engineer'
        WHEN u_title < 0.87 THEN 'DevOps Engineer'
        WHEN u_title < 0.95 THEN 'Staff Engineer'
        ELSE 'Technical Writer' END
    WHEN dept_id = 3 THEN CASE
        WHEN u_title < 0.45 THEN 'Account Executive'
        WHEN u_title < 0.72 THEN 'Sales Development Representative'
        WHEN u_title < 0.88 THEN 'Account Manager'
        ELSE 'Sales Operations Analyst' END
    WHEN dept_id = 4 THEN CASE
        WHEN u_title < 0.35 THEN 'Marketing Specialist'
        WHEN u_title < 0.60 THEN 'Content Writer'
        WHEN u_title < 0.82 THEN 'Product Marketing Manager'
        ELSE 'Graphic Designer' END
    WHEN dept_id = 5 THEN CASE
        WHEN u_title < 0.45 THEN 'Accountant'
        WHEN u_title < 0.75 THEN 'Financial Analyst'
        ELSE 'Payroll Specialist' END
    WHEN dept_id = 6 THEN CASE
        WHEN u_title < 0.40 THEN 'HR Business Partner'
        WHEN u_title < 0.75 THEN 'Recruiter'
        ELSE 'HR Coordinator' END
    WHEN dept_id = 7 THEN CASE
        WHEN u_title < 0.62 THEN 'Support Agent'
        WHEN u_title < 0.90 THEN 'Senior Support Agent'
        ELSE 'Support Engineer' END
    WHEN dept_id = 8 THEN CASE
        WHEN u_title < 0.40 THEN 'Operations Analyst'
        WHEN u_title < 0.65 THEN 'Procurement Specialist'
        WHEN u_title < 0.85 THEN 'Facilities Coordinator'
        ELSE 'IT Support Specialist' END
    WHEN dept_id = 9 THEN CASE
        WHEN u_title < 0.50 THEN 'Legal Counsel'
        WHEN u_title < 0.80 THEN 'Paralegal'
        ELSE 'Compliance Officer' END
    WHEN dept_id = 10 THEN CASE
        WHEN u_title < 0.45 THEN 'Data Analyst'
        WHEN u_title < 0.75 THEN 'Data Engineer'
        ELSE 'Data Scientist' END
    ELSE CASE
        WHEN u_title < 0.48 THEN 'Implementation Consultant'
        WHEN u_title < 0.78 THEN 'Senior Consultant'
        ELSE 'Solutions Architect' END
    END;

UPDATE s_emp SET
  first_name = (ARRAY['Anna','Lukas','Sophie','Jonas','Emma','Noah','Mia','Elias','Hannah','Liam',
                      'Lea','Finn','Clara','Ben','Laura','Paul','Julia','Felix','Sara','David',
                      'Olivia','James','Charlotte','Oliver','Amelia','Harry','Isla','George','Ava','Jack',
                      'Daan','Sanne','Bram','Fleur','Ruben','Eva','Thijs','Lotte','Jesse','Iris',
                      'Joao','Ines','Tiago','Beatriz','Rafael','Mariana','Diogo','Carolina','Pedro','Rita',
                      'Priya','Arjun','Mei','Chen','Fatima','Omar','Yusuf','Aisha','Mateo','Lucia',
                      'Marta','Tomasz','Katarzyna','Piotr','Elena','Marco','Giulia','Nikos','Ingrid','Lars'])
               [1 + floor(u_first * 70)::int],
  last_name  = (ARRAY['Muller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Hoffmann','Koch',
                      'Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Evans','Thomas',
                      'Roberts','Walker','Wright','Robinson','Thompson','White','Hughes','Edwards','Green','Hall',
                      'de Jong','Jansen','de Vries','van den Berg','Bakker','Visser','Smit','Meijer','Mulder','de Boer',
                      'Silva','Santos','Ferreira','Pereira','Oliveira','Costa','Rodrigues','Martins','Sousa','Fernandes',
                      'Patel','Sharma','Khan','Wang','Li','Zhang','Ahmed','Hassan','Garcia','Lopez',
                      'Kowalski','Nowak','Rossi','Russo','Bianchi','Papadopoulos','Nielsen','Hansen','Johansson','Larsen',
                      'Novak','Horvat','Dubois','Laurent','Moreau','Martin','Bernard','Keller','Wolf','Braun'])
               [1 + floor(u_last * 80)::int];

-- Employee ids follow hire order, as they would in a live HR system.
UPDATE s_emp s SET employee_id = o.new_id
FROM (SELECT sid, row_number() OVER (ORDER BY hire_date, sid) AS new_id FROM s_emp) o
WHERE o.sid = s.sid;

INSERT INTO employees (employee_id, first_name, last_name, email, phone, department_id, manager_id,
                       job_title, employment_type, hire_date, termination_date, termination_reason)
SELECT e.employee_id,
       e.first_name,
       e.last_name,
       lower(replace(e.first_name, ' ', '')) || '.' || lower(replace(e.last_name, ' ', ''))
         || CASE WHEN row_number() OVER (PARTITION BY e.first_name, e.last_name ORDER BY e.employee_id) > 1
                 THEN (row_number() OVER (PARTITION BY e.first_name, e.last_name ORDER BY e.employee_id))::text
                 ELSE '' END
         || '@brightwell.example',
       CASE WHEN e.u_phone < 0.27 THEN NULL
            ELSE '+31 20 ' || lpad((floor(e.u_phone * 9000000) + 1000000)::bigint::text, 7, '0') END,
       e.dept_id,
       m.employee_id,
       e.job_title,
       e.employment_type,
       e.hire_date,
       e.termination_date,
       e.termination_reason
FROM s_emp e
LEFT JOIN s_emp m ON m.sid = e.manager_sid
ORDER BY e.employee_id;

-- ---------------------------------------------------------------- salaries
-- Contractors are paid through supplier invoices and have no salary records.

CREATE TEMP TABLE s_sal AS
WITH base AS (
    SELECT e.employee_id, e.hire_date, e.termination_date,
           ((CASE e.role WHEN 'ceo' THEN 205000
                              WHEN 'head' THEN e.base * 2.15
                              WHEN 'lead' THEN e.base * 1.45
                              WHEN 'exec' THEN e.base * (CASE WHEN e.rn = 2 THEN 1.6 ELSE 0.85 END)
                              ELSE e.base * CASE WHEN e.job_title ~ '^(Senior|Staff|Solutions)' THEN 1.25 ELSE 1 END
                  END)
                 * (0.88 + 0.30 * e.u_pay)
                 * (1 - 0.022 * (2026 - extract(year FROM e.hire_date)::int))
                 * CASE WHEN e.employment_type = 'part_time' THEN 0.6 ELSE 1 END)::numeric AS start_amount
    FROM s_emp e
    WHERE e.employment_type <> 'contractor'
), steps AS (
    SELECT b.employee_id, b.hire_date AS effective_from, 0::float8 AS pct, 'new_hire' AS change_reason,
           b.start_amount
    FROM base b
    UNION ALL
    SELECT b.employee_id, make_date(y, 4, 1),
           CASE WHEN pg_temp.u('promo-' || b.employee_id || '-' || y) < 0.07
                THEN 0.08 + 0.07 * pg_temp.u('pct-' || b.employee_id || '-' || y)
                ELSE 0.02 + 0.035 * pg_temp.u('pct-' || b.employee_id || '-' || y) END,
           CASE WHEN pg_temp.u('promo-' || b.employee_id || '-' || y) < 0.07
                THEN 'promotion' ELSE 'annual_review' END,
           b.start_amount
    FROM base b
    CROSS JOIN LATERAL generate_series(extract(year FROM b.hire_date)::int + 1, 2026) AS y
    WHERE make_date(y, 4, 1) > b.hire_date + 120
      AND (b.termination_date IS NULL OR make_date(y, 4, 1) < b.termination_date)
      AND pg_temp.u('skip-' || b.employee_id || '-' || y) >= 0.08
)
SELECT employee_id, effective_from, change_reason,
       round(start_amount * exp(sum(ln(1 + pct)) OVER (PARTITION BY employee_id ORDER BY effective_from))::numeric, 0)
         AS amount
FROM steps;

INSERT INTO salaries (salary_id, employee_id, amount, currency, effective_from, change_reason)
SELECT row_number() OVER (ORDER BY effective_from, employee_id), employee_id, amount, 'EUR',
       effective_from, change_reason
FROM s_sal
ORDER BY 1;

-- ---------------------------------------------------------------- projects

INSERT INTO projects (project_id, project_code, name, client_name, department_id, start_date, end_date, budget, status) VALUES
 (1,  'PRJ-2401', 'Atlas Checkout Rebuild',           'Norrland Retail',         2,  '2024-01-08', '2025-06-30', 480000, 'completed'),
 (2,  'PRJ-2402', 'Kestrel Bank Onboarding',          'Kestrel Bank',            11, '2024-02-05', '2024-11-29', 185000, 'completed'),
 (3,  'PRJ-2403', 'Vantage Managed Services',         'Vantage Logistics',       11, '2024-01-02', NULL,         720000, 'active'),
 (4,  'PRJ-2404', 'Internal Developer Platform',      NULL,                      2,  '2024-01-15', NULL,         275000, 'active'),
 (5,  'PRJ-2405', 'Brand Refresh 2024',               NULL,                      4,  '2024-01-15', '2024-10-31', 150000, 'completed'),
 (6,  'PRJ-2406', 'Customer Churn Model',             NULL,                      10, '2024-02-12', '2024-12-20', 120000, 'completed'),
 (7,  'PRJ-2407', 'Mobile App 3.0',                   NULL,                      2,  '2024-03-01', '2025-12-19', 350000, 'completed'),
 (8,  'PRJ-2408', 'Norrland ERP Rollout',             'Norrland Retail',         11, '2024-04-01', '2025-09-30', 390000, 'completed'),
 (9,  'PRJ-2409', 'ERP Upgrade',                      NULL,                      8,  '2024-04-01', '2025-06-30', 260000, 'completed'),
 (10, 'PRJ-2410', 'Payments Gateway Integration',     'Kestrel Bank',            2,  '2024-05-13', NULL,         620000, 'active'),
 (11, 'PRJ-2411', 'Harbor Mutual Data Migration',     'Harbor Mutual Insurance', 11, '2024-06-03', '2025-02-28', 220000, 'completed'),
 (12, 'PRJ-2412', 'Revenue Dashboard Suite',          NULL,                      10, '2024-06-03', NULL,          95000, 'active'),
 (13, 'PRJ-2413', 'CRM Migration',                    NULL,                      3,  '2024-08-05', '2025-04-30', 130000, 'completed'),
 (14, 'PRJ-2414', 'Legacy API Sunset',                NULL,                      2,  '2024-09-02', '2025-03-31',  90000, 'completed'),
 (15, 'PRJ-2415', 'Kestrel Risk Analytics',           'Kestrel Bank',            10, '2024-10-07', '2026-03-31', 310000, 'completed'),
 (16, 'PRJ-2501', 'Office Move Lisbon',               NULL,                      8,  '2025-01-06', '2025-05-30',  85000, 'completed'),
 (17, 'PRJ-2502', 'Meridian Health Implementation',   'Meridian Health',         11, '2025-01-13', NULL,         450000, 'active'),
 (18, 'PRJ-2503', 'Fleet Tracking Portal',            'Vantage Logistics',       2,  '2025-02-03', NULL,         410000, 'active'),
 (19, 'PRJ-2504', 'Website Relaunch',                 NULL,                      4,  '2025-03-03', '2025-11-28', 210000, 'completed'),
 (20, 'PRJ-2505', 'Orchid Network Forecasting',       'Orchid Telecom',          10, '2025-04-01', NULL,         230000, 'active'),
 (21, 'PRJ-2506', 'Orchid Telecom Support Retainer',  'Orchid Telecom',          11, '2025-05-05', NULL,         260000, 'active'),
 (22, 'PRJ-2507', 'Claims Processing Engine',         'Harbor Mutual Insurance', 2,  '2025-07-01', NULL,         540000, 'active'),
 (23, 'PRJ-2508', 'Data Warehouse Migration',         NULL,                      10, '2025-09-01', NULL,         180000, 'active'),
 (24, 'PRJ-2509', 'Solstice Energy Advisory',         'Solstice Energy',         11, '2025-10-01', '2026-06-30', 140000, 'completed'),
 (25, 'PRJ-2510', 'Enterprise Sales Playbook',        NULL,                      3,  '2025-11-03', NULL,          60000, 'active'),
 (26, 'PRJ-2601', 'Search Relevance Revamp',          NULL,                      2,  '2026-01-12', NULL,         160000, 'active'),
 (27, 'PRJ-2602', 'Partner Co-Marketing Program',     'Solstice Energy',         4,  '2026-02-02', NULL,          70000, 'on_hold'),
 (28, 'PRJ-2603', 'Patient Scheduling Suite',         'Meridian Health',         2,  '2026-03-02', NULL,         300000, 'on_hold'),
 (29, 'PRJ-2604', 'Vendor Consolidation',             NULL,                      8,  '2026-05-04', '2026-06-15',  40000, 'cancelled'),
 (30, 'PRJ-2605', 'Bluefin Foods Integration',        'Bluefin Foods',           11, '2026-09-14', NULL,         210000, 'active');

-- Project managers: a current manager-level employee of the owning department.
UPDATE projects p SET project_manager_id = (
    SELECT e.employee_id
    FROM s_emp s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.dept_id = p.department_id AND s.role IN ('lead', 'head')
      AND e.hire_date <= p.start_date
    ORDER BY s.role = 'head', md5('pm-' || p.project_id || '-' || s.sid)
    LIMIT 1)
WHERE p.project_id <> 29;

-- ---------------------------------------------------------------- timesheets
-- Leads and individual contributors in project-running departments book time;
-- a few Finance staff book time on the Operations-owned ERP Upgrade.
-- Projects 27, 28 (on hold before starting) and 29 (cancelled) never booked hours.

CREATE TEMP TABLE s_days AS
SELECT d::date AS work_date
FROM generate_series(date '2024-01-01', date '2026-10-31', interval '1 day') AS d
WHERE extract(isodow FROM d) < 6;

CREATE TEMP TABLE s_loggers AS
SELECT s.employee_id, s.dept_id, s.hire_date, s.termination_date, s.day_prob
FROM s_emp s
WHERE s.role IN ('lead', 'ic') AND s.u_log < s.log_prob;

CREATE TEMP TABLE s_ts AS
SELECT l.employee_id, d.work_date, l.dept_id
FROM s_loggers l
JOIN s_days d ON d.work_date >= l.hire_date
             AND (l.termination_date IS NULL OR d.work_date < l.termination_date)
WHERE pg_temp.u('ts-' || l.employee_id || '-' || d.work_date) < l.day_prob;

INSERT INTO timesheets (timesheet_id, employee_id, project_id, work_date, hours, billable, task_category)
SELECT row_number() OVER (ORDER BY t.work_date, t.employee_id),
       t.employee_id, p.project_id, t.work_date,
       1 + 0.25 * floor(pg_temp.u('h-' || t.employee_id || '-' || t.work_date) * 29),
       p.client_name IS NOT NULL AND pg_temp.u('b-' || t.employee_id || '-' || t.work_date) < 0.91,
       CASE WHEN pg_temp.u('c-' || t.employee_id || '-' || t.work_date) < 0.12 THEN NULL
            ELSE (ARRAY['development','meetings','analysis','testing','documentation','support','travel'])
                 [1 + floor(power(pg_temp.u('c2-' || t.employee_id || '-' || t.work_date), 1.6) * 7)::int] END
FROM s_ts t
CROSS JOIN LATERAL (
    SELECT pr.project_id, pr.client_name
    FROM projects pr
    WHERE (pr.department_id = t.dept_id OR (t.dept_id = 5 AND pr.project_id = 9))
      AND NOT (t.dept_id = 5 AND pr.project_id <> 9)
      AND pr.project_id NOT IN (27, 28, 29)
      AND t.work_date >= pr.start_date
      AND t.work_date <= coalesce(pr.end_date, date '2026-10-31')
    ORDER BY pg_temp.u('pp-' || t.employee_id || '-' || pr.project_id || '-'
                        || to_char(t.work_date, 'YYYY-MM')) * (1 + (pr.project_id % 4) * 0.15)
    LIMIT 1
) p
ORDER BY 1;

-- ---------------------------------------------------------------- leave requests

CREATE TEMP TABLE s_leave AS
WITH c AS (
    SELECT e.employee_id, e.manager_id, e.hire_date, e.termination_date, y, k,
           pg_temp.u('lt-' || e.employee_id || '-' || y || '-' || k) AS u_t,
           pg_temp.u('ls-' || e.employee_id || '-' || y || '-' || k) AS u_s,
           pg_temp.u('ld-' || e.employee_id || '-' || y || '-' || k) AS u_d,
           pg_temp.u('lq-' || e.employee_id || '-' || y || '-' || k) AS u_q,
           pg_temp.u('lr-' || e.employee_id || '-' || y || '-' || k) AS u_r
    FROM employees e
    CROSS JOIN generate_series(2024, 2026) AS y
    CROSS JOIN generate_series(1, 4) AS k
    WHERE k <= floor(pg_temp.u('ln-' || e.employee_id || '-' || y) * 5)
), typed AS (
    SELECT c.*,
           CASE WHEN u_t < 0.52 THEN 'vacation'
                WHEN u_t < 0.79 THEN 'sick'
                WHEN u_t < 0.88 THEN 'study'
                WHEN u_t < 0.93 THEN 'unpaid'
                WHEN u_t < 0.97 THEN 'parental'
                ELSE 'bereavement' END AS leave_type,
           make_date(y, 1, 2) + floor(u_s * 362)::int AS raw_start
    FROM c
), dated AS (
    SELECT t.*,
           raw_start + CASE extract(isodow FROM raw_start) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END AS start_date,
           CASE leave_type
               WHEN 'vacation'    THEN 1 + floor(u_d * 12)::int
               WHEN 'sick'        THEN 1 + floor(u_d * 4)::int
               WHEN 'study'       THEN 1 + floor(u_d * 3)::int
               WHEN 'unpaid'      THEN 1 + floor(u_d * 15)::int
               WHEN 'parental'    THEN 30 + floor(u_d * 90)::int
               ELSE 1 + floor(u_d * 4)::int END AS days
    FROM typed t
)
SELECT employee_id, manager_id, leave_type, start_date, start_date + days - 1 AS end_date, days,
       CASE WHEN start_date > date '2026-10-31' THEN 'pending'
            WHEN start_date > date '2026-10-09' AND u_r < 0.5 THEN 'pending'
            WHEN u_r < CASE leave_type WHEN 'vacation' THEN 0.10 WHEN 'unpaid' THEN 0.31
                                       WHEN 'study' THEN 0.16 WHEN 'sick' THEN 0.02 ELSE 0 END
                 THEN 'rejected'
            ELSE 'approved' END AS status,
       least(start_date - CASE WHEN leave_type IN ('sick', 'bereavement') THEN 0
                               ELSE 3 + floor(u_q * 45)::int END,
             date '2026-10-31') AS requested_on
FROM dated
WHERE start_date >= hire_date + 30
  AND (termination_date IS NULL OR start_date + days - 1 < termination_date)
  AND (start_date <= date '2026-10-31' OR termination_date IS NULL);

INSERT INTO leave_requests (leave_request_id, employee_id, leave_type, start_date, end_date, days_requested,
                            status, requested_on, approver_id)
SELECT row_number() OVER (ORDER BY requested_on, employee_id, start_date),
       employee_id, leave_type, start_date, end_date, days, status,
       greatest(requested_on, (SELECT hire_date FROM employees e WHERE e.employee_id = l.employee_id)),
       CASE WHEN status = 'pending' THEN NULL ELSE manager_id END
FROM s_leave l
ORDER BY 1;

-- ---------------------------------------------------------------- performance reviews

INSERT INTO performance_reviews (review_id, employee_id, reviewer_id, review_year, rating, review_date, comments)
SELECT row_number() OVER (ORDER BY y, e.employee_id),
       e.employee_id, e.manager_id, y,
       CASE WHEN r < 0.186 THEN 1 WHEN r < 0.315 THEN 2 WHEN r < 0.58 THEN 3 WHEN r < 0.746 THEN 4 ELSE 5 END,
       make_date(y + 1, 1, 12) + floor(pg_temp.u('rd-' || e.employee_id || '-' || y) * 40)::int,
       CASE WHEN pg_temp.u('rc-' || e.employee_id || '-' || y) < 0.55 THEN NULL
            ELSE (ARRAY['Consistently meets expectations.','Strong delivery on client work.',
                        'Needs to improve time estimates.','Great team player.',
                        'Should take on more ownership.','Excellent technical depth.',
                        'Communication with stakeholders can improve.','Ready for a larger scope.'])
                 [1 + floor(pg_temp.u('rt-' || e.employee_id || '-' || y) * 8)::int] END
FROM employees e
CROSS JOIN generate_series(2023, 2025) AS y
CROSS JOIN LATERAL (SELECT 0.45 * pg_temp.u('re-' || e.employee_id)
                         + 0.55 * pg_temp.u('ry-' || e.employee_id || '-' || y) AS r) rr
WHERE e.manager_id IS NOT NULL
  AND e.hire_date <= make_date(y, 9, 30)
  AND (e.termination_date IS NULL OR e.termination_date > make_date(y + 1, 2, 28))
ORDER BY 1;

-- ---------------------------------------------------------------- training

INSERT INTO training_courses (course_id, title, category, provider, duration_hours, cost, is_mandatory) VALUES
 (1,  'Code of Conduct Essentials',          'compliance',  'Brightwell Academy',     1.5,    0.00, true),
 (2,  'Data Protection and GDPR',            'compliance',  'PrivacyLearn',           3.0,  120.00, true),
 (3,  'Information Security Awareness',      'compliance',  'SecureMinds',            2.0,   85.00, true),
 (4,  'Anti-Bribery and Corruption',         'compliance',  'PrivacyLearn',           1.5,   60.00, false),
 (5,  'Workplace Health and Safety',         'compliance',  'Brightwell Academy',     2.5,    0.00, false),
 (6,  'Advanced PostgreSQL',                 'technical',   'DataCraft Training',    16.0,  890.00, false),
 (7,  'Kubernetes in Production',            'technical',   'CloudSkills',           24.0, 1450.00, false),
 (8,  'Secure Coding Practices',             'technical',   'SecureMinds',           12.0,  760.00, false),
 (9,  'Machine Learning Foundations',        'technical',   'DataCraft Training',    30.0, 1890.00, false),
 (10, 'Cloud Architecture on AWS',           'technical',   'CloudSkills',           20.0, 1250.00, false),
 (11, 'Agile Project Delivery',              'technical',   'PM Institute Europe',    14.0,  640.00, false),
 (12, 'First-Time Manager Programme',        'leadership',  'Leadership Lab',        21.0, 2400.00, false),
 (13, 'Coaching for Performance',            'leadership',  'Leadership Lab',        10.0, 1150.00, false),
 (14, 'Strategic Thinking for Leaders',      'leadership',  'Insead Online',         18.0, 3200.00, false),
 (15, 'Negotiation Skills',                  'soft_skills', 'TalkWell',               8.0,  540.00, false),
 (16, 'Presenting with Impact',              'soft_skills', 'TalkWell',               6.0,  420.00, false),
 (17, 'Time Management',                     'soft_skills', 'Brightwell Academy',     4.0,   95.00, false),
 (18, 'Customer Conversations',              'soft_skills', 'TalkWell',               7.0,  380.00, false);

CREATE TEMP TABLE s_enr AS
WITH c AS (
    SELECT s.employee_id, s.dept_id, s.role, s.hire_date, s.termination_date, tc.course_id, tc.category,
           tc.duration_hours,
           pg_temp.u('en-' || s.employee_id || '-' || tc.course_id) AS u_e,
           pg_temp.u('ed-' || s.employee_id || '-' || tc.course_id) AS u_d,
           pg_temp.u('es-' || s.employee_id || '-' || tc.course_id) AS u_s,
           pg_temp.u('ec-' || s.employee_id || '-' || tc.course_id) AS u_c
    FROM s_emp s CROSS JOIN training_courses tc
    WHERE coalesce(s.termination_date, date '2026-10-31') > date '2024-03-01'
), chosen AS (
    SELECT c.*,
           greatest(hire_date + 14, date '2024-01-08') AS win_start,
           least(coalesce(termination_date, date '2026-10-31'), date '2026-10-31') AS win_end
    FROM c
    WHERE u_e < CASE
        WHEN category = 'compliance' THEN CASE course_id WHEN 1 THEN 0.62 WHEN 2 THEN 0.55 WHEN 3 THEN 0.48
                                                         WHEN 4 THEN 0.27 ELSE 0.19 END
        WHEN category = 'technical' AND dept_id IN (2, 10, 11) THEN
             CASE course_id WHEN 6 THEN 0.22 WHEN 7 THEN 0.17 WHEN 8 THEN 0.26 WHEN 9 THEN 0.10
                            WHEN 10 THEN 0.19 ELSE 0.14 END
        WHEN category = 'technical' AND course_id = 11 THEN 0.05
        WHEN category = 'leadership' AND role IN ('lead', 'head', 'exec') THEN 0.45
        WHEN category = 'leadership' THEN 0.01
        WHEN category = 'soft_skills' AND dept_id IN (3, 7) THEN 0.20
        WHEN category = 'soft_skills' THEN 0.05
        ELSE 0 END
)
SELECT employee_id, course_id,
       win_start + floor(u_d * (win_end - win_start))::int AS enrolled_on,
       win_end, termination_date, duration_hours, u_s, u_c
FROM chosen
WHERE win_end > win_start;

INSERT INTO training_enrollments (enrollment_id, employee_id, course_id, enrolled_on, status, completed_on, score)
SELECT row_number() OVER (ORDER BY enrolled_on, employee_id, course_id),
       employee_id, course_id, enrolled_on,
       CASE WHEN u_s < 0.08 THEN 'dropped'
            WHEN enrolled_on + 7 + ceil(duration_hours / 2)::int > win_end THEN
                 CASE WHEN termination_date IS NOT NULL THEN 'dropped' ELSE 'in_progress' END
            ELSE 'completed' END,
       CASE WHEN u_s >= 0.08 AND enrolled_on + 7 + ceil(duration_hours / 2)::int <= win_end
            THEN enrolled_on + 3 + floor(u_c * (4 + ceil(duration_hours / 2)))::int END,
       CASE WHEN u_s >= 0.08 AND enrolled_on + 7 + ceil(duration_hours / 2)::int <= win_end
            THEN round((62 + 38 * power(u_c, 0.6))::numeric, 1) END
FROM s_enr
ORDER BY 1;

-- ---------------------------------------------------------------- tidy up

DROP TABLE s_enr, s_leave, s_ts, s_loggers, s_days, s_sal, s_emp, s_dept;

ANALYZE;
