-- company_staffing: where a handful of people work: 7 people (age, name, nationality, the college they graduated
--   from), 19 large companies (headquarters country, industry, and sales, profits, assets and market value in
--   billions) and 5 employment records (which person works at which company, and for how many years).
-- Source: the Spider text-to-SQL dataset's company_employee database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is database/company_employee/company_employee.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers
--   are machine-translated to German; Spider's original English table and column names
--   (datasets/spider/database/company_employee/schema.sql of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (people, company, employment) and Capitalised_Snake_Case
--   columns (People_ID, Graduation_College, Company_ID, Sales_in_Billion, Market_Value_in_Billion, Year_working)
--   written WITHOUT quotes, so PostgreSQL folds every name to lower case (graduation_college, sales_in_billion).
--   Types: company.Company_ID (real in Spider, every value whole, and int in employment) as integer; the four money
--   columns in billions (real, one decimal) as numeric(6,1); Age, Year_working and ids as integer; text as varchar.
--   NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys (employment.Company_ID -> company,
--   employment.People_ID -> people) are added after the rows (every row satisfies them).

CREATE TABLE people (
  people_id integer NOT NULL,
  age integer,
  name varchar(50),
  nationality varchar(50),
  graduation_college varchar(50),
  PRIMARY KEY (people_id)
);

CREATE TABLE company (
  company_id integer NOT NULL,
  name varchar(50),
  headquarters varchar(50),
  industry varchar(50),
  sales_in_billion numeric(6,1),
  profits_in_billion numeric(6,1),
  assets_in_billion numeric(6,1),
  market_value_in_billion numeric(6,1),
  PRIMARY KEY (company_id)
);

CREATE TABLE employment (
  company_id integer NOT NULL,
  people_id integer NOT NULL,
  year_working integer,
  PRIMARY KEY (company_id, people_id)
);

INSERT INTO people (people_id, age, name, nationality, graduation_college) VALUES
  (1, 27, 'Reggie Lewis', 'United States', 'Northeastern'),
  (2, 25, 'Brad Lohaus', 'United States', 'Iowa'),
  (3, 37, 'Tom Sheehey', 'United Kindom', 'Virginia'),
  (4, 31, 'Darryl Kennedy', 'United States', 'Oklahoma'),
  (5, 34, 'David Butler', 'United Kindom', 'California'),
  (6, 37, 'Tim Naegeli', 'United States', 'Wisconsin–Stevens Point'),
  (7, 30, 'Jerry Corcoran', 'United States', 'Northeastern');

INSERT INTO company (company_id, name, headquarters, industry, sales_in_billion, profits_in_billion, assets_in_billion, market_value_in_billion) VALUES
  (1, 'ExxonMobil', 'USA', 'Oil and gas', 433.5, 41.1, 331.1, 407.4),
  (2, 'JPMorgan Chase', 'USA', 'Banking', 110.8, 19.0, 2265.8, 170.1),
  (3, 'General Electric', 'USA', 'Conglomerate', 147.3, 14.2, 717.2, 213.7),
  (4, 'Royal Dutch Shell', 'Netherlands', 'Oil and gas', 470.2, 30.9, 340.5, 227.6),
  (5, 'Industrial and Commercial Bank of China', 'China', 'Banking', 82.6, 25.1, 2039.1, 237.4),
  (6, 'HSBC', 'UK', 'Banking', 102.0, 16.2, 2550.0, 164.3),
  (7, 'PetroChina', 'China', 'Oil and gas', 310.1, 20.6, 304.7, 294.7),
  (8, 'Berkshire Hathaway', 'USA', 'Conglomerate', 143.7, 10.3, 392.6, 202.2),
  (9, 'Wells Fargo', 'USA', 'Banking', 87.6, 15.9, 1313.9, 178.7),
  (10, 'Petrobras', 'Brazil', 'Oil and gas', 145.9, 20.1, 319.4, 180.0),
  (11, 'BP', 'UK', 'Oil and gas', 375.5, 25.7, 292.5, 147.4),
  (12, 'Chevron', 'USA', 'Oil and gas', 236.3, 26.9, 209.5, 218.0),
  (13, 'China Construction Bank', 'China', 'Banking', 68.7, 20.5, 1637.8, 201.9),
  (14, 'Citigroup', 'USA', 'Banking', 102.6, 11.1, 1873.9, 107.5),
  (15, 'Gazprom', 'Russia', 'Oil and gas', 117.6, 31.7, 302.6, 159.8),
  (16, 'Walmart', 'USA', 'Retailing', 447.0, 15.7, 193.4, 208.4),
  (17, 'Volkswagen Group', 'Germany', 'Automotive', 221.9, 21.5, 328.7, 79.5),
  (18, 'Total', 'France', 'Oil and gas', 216.2, 15.9, 213.0, 132.4),
  (19, 'Agricultural Bank of China', 'China', 'Banking', 62.4, 14.4, 1563.9, 154.8);

INSERT INTO employment (company_id, people_id, year_working) VALUES
  (11, 3, 2),
  (13, 2, 3),
  (17, 7, 4),
  (15, 1, 1),
  (7, 4, 1);

ALTER TABLE employment ADD CONSTRAINT fk_employment_company_id FOREIGN KEY (company_id) REFERENCES company (company_id);
ALTER TABLE employment ADD CONSTRAINT fk_employment_people_id FOREIGN KEY (people_id) REFERENCES people (people_id);
