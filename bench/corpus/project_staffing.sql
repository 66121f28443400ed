-- project_staffing: a small company's staff records: 8 employees (name, birth date, address, sex, salary, supervisor,
--   department), 3 departments (with their manager and the manager's start date), the departments' 5 locations,
--   6 projects (location, controlling department), 16 weekly-hours assignments of employees to projects, and the
--   employees' 7 dependents (spouses and children).
-- Source: the Spider text-to-SQL dataset's company_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/company_1/company_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/tables.json of https://github.com/hyukkyukang/text2SQL,
--   commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case snake_case table names (works_on, employee, department, project,
--   dependent, dept_locations) and abbreviated Capitalised columns (Essn, Pno, Fname, Minit, Lname, Ssn, Bdate,
--   Super_ssn, Dno, Dname, Dnumber, Mgr_ssn, Mgr_start_date, Pname, Pnumber, Plocation, Dnum, Dlocation) written
--   WITHOUT quotes, so PostgreSQL folds every name to lower case (essn, super_ssn, mgr_start_date). Types: Bdate and
--   Mgr_start_date (yyyy-mm-dd text in Spider) as date; Hours (real) as numeric(5,1); Dependent_name and Dlocation
--   (text keys) as varchar(50); the rest as in Spider (integer, text). Primary keys as in Spider; Spider declares
--   no foreign keys for this database, so none are added.


CREATE TABLE works_on (
  essn integer NOT NULL,
  pno integer NOT NULL,
  hours numeric(5,1),
  PRIMARY KEY (essn, pno)
);

CREATE TABLE employee (
  fname text,
  minit text,
  lname text,
  ssn integer NOT NULL,
  bdate date,
  address text,
  sex text,
  salary integer,
  super_ssn integer,
  dno integer,
  PRIMARY KEY (ssn)
);

CREATE TABLE department (
  dname text,
  dnumber integer NOT NULL,
  mgr_ssn integer,
  mgr_start_date date,
  PRIMARY KEY (dnumber)
);

CREATE TABLE project (
  pname text,
  pnumber integer NOT NULL,
  plocation text,
  dnum integer,
  PRIMARY KEY (pnumber)
);

CREATE TABLE dependent (
  essn integer NOT NULL,
  dependent_name varchar(50) NOT NULL,
  sex text,
  bdate date,
  relationship text,
  PRIMARY KEY (essn, dependent_name)
);

CREATE TABLE dept_locations (
  dnumber integer NOT NULL,
  dlocation varchar(50) NOT NULL,
  PRIMARY KEY (dnumber, dlocation)
);

INSERT INTO works_on (essn, pno, hours) VALUES
(123456789, 1, 32.5),
(123456789, 2, 7.5),
(666884444, 3, 40.0),
(453453453, 1, 20.0),
(453453453, 2, 20.0),
(333445555, 2, 10.0),
(333445555, 3, 10.0),
(333445555, 10, 10.0),
(333445555, 20, 10.0),
(999887777, 30, 30.0),
(999887777, 10, 10.0),
(987987987, 10, 35.0),
(987987987, 30, 5.0),
(987654321, 30, 20.0),
(987654321, 20, 15.0),
(888665555, 20, NULL);

INSERT INTO employee (fname, minit, lname, ssn, bdate, address, sex, salary, super_ssn, dno) VALUES
('Jonh', 'B', 'Smith', 123456789, '1965-01-09', '731 Fondren, Houston, TX', 'M', 30000, 333445555, 5),
('Franklin', 'T', 'Wong', 333445555, '1955-12-08', '638 Voss, Houston, TX', 'M', 40000, 888665555, 5),
('Joyce', 'A', 'English', 453453453, '1972-07-31', '5631 Rice, Houston, TX', 'F', 25000, 333445555, 5),
('Ramesh', 'K', 'Narayan', 666884444, '1962-09-15', '975 Fire Oak, Humble, TX', 'M', 38000, 333445555, 5),
('James', 'E', 'Borg', 888665555, '1937-11-10', '450 Stone, Houston, TX', 'M', 55000, NULL, 1),
('Jennifier', 'S', 'Wallace', 987654321, '1941-06-20', '291 Berry, Bellaire, TX', 'F', 43000, 888665555, 4),
('Ahmad', 'V', 'Jabbar', 987987987, '1969-03-29', '980 Dallas, Houston, TX', 'M', 25000, 987654321, 4),
('Alicia', 'J', 'Zelaya', 999887777, '1968-01-19', '3321 Castle, Spring, TX', 'F', 25000, 987654321, 4);

INSERT INTO department (dname, dnumber, mgr_ssn, mgr_start_date) VALUES
('Headquarters', 1, 888665555, '1981-06-19'),
('Administration', 4, 987654321, '1995-01-01'),
('Research', 5, 333445555, '1988-05-22');

INSERT INTO project (pname, pnumber, plocation, dnum) VALUES
('ProductX', 1, 'Bellaire', 5),
('ProductY', 2, 'Sugarland', 5),
('ProductZ', 3, 'Houston', 5),
('Computerization', 10, 'Stafford', 4),
('Reorganization', 20, 'Houston', 1),
('Newbenefits', 30, 'Stafford', 4);

INSERT INTO dependent (essn, dependent_name, sex, bdate, relationship) VALUES
(333445555, 'Alice', 'F', '1986-04-05', 'Daughter'),
(333445555, 'Theodore', 'M', '1983-10-25', 'Son'),
(333445555, 'Joy', 'F', '1958-05-03', 'Spouse'),
(987654321, 'Abner', 'M', '1942-02-28', 'Spouse'),
(123456789, 'Michael', 'M', '1988-01-04', 'Son'),
(123456789, 'Alice', 'F', '1988-12-30', 'Daughter'),
(123456789, 'Elizabeth', 'F', '1967-05-05', 'Spouse');

INSERT INTO dept_locations (dnumber, dlocation) VALUES
(1, 'Houston'),
(4, 'Stafford'),
(5, 'Bellaire'),
(5, 'Sugarland'),
(5, 'Houston');
