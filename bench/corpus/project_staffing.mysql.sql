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
-- Converted for MariaDB 10.11: Spider's capitalisation kept (works_on, employee, department, project, dependent,
--   dept_locations; Essn, Pno, Hours, Fname, Ssn, Super_ssn, Dno, Dname, Mgr_start_date, Pname, Dlocation). Types:
--   Bdate and Mgr_start_date (yyyy-mm-dd text in Spider) as date; Hours (real) as decimal(5,1); Dependent_name and
--   Dlocation (text keys, which MariaDB cannot index as text) as varchar(50); the rest as in Spider (int, text).
--   Primary keys as in Spider; Spider declares no foreign keys for this database, so none are added.


CREATE TABLE `works_on` (
  `Essn` int NOT NULL,
  `Pno` int NOT NULL,
  `Hours` decimal(5,1),
  PRIMARY KEY (`Essn`, `Pno`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `employee` (
  `Fname` text,
  `Minit` text,
  `Lname` text,
  `Ssn` int NOT NULL,
  `Bdate` date,
  `Address` text,
  `Sex` text,
  `Salary` int,
  `Super_ssn` int,
  `Dno` int,
  PRIMARY KEY (`Ssn`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `department` (
  `Dname` text,
  `Dnumber` int NOT NULL,
  `Mgr_ssn` int,
  `Mgr_start_date` date,
  PRIMARY KEY (`Dnumber`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `project` (
  `Pname` text,
  `Pnumber` int NOT NULL,
  `Plocation` text,
  `Dnum` int,
  PRIMARY KEY (`Pnumber`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `dependent` (
  `Essn` int NOT NULL,
  `Dependent_name` varchar(50) NOT NULL,
  `Sex` text,
  `Bdate` date,
  `Relationship` text,
  PRIMARY KEY (`Essn`, `Dependent_name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `dept_locations` (
  `Dnumber` int NOT NULL,
  `Dlocation` varchar(50) NOT NULL,
  PRIMARY KEY (`Dnumber`, `Dlocation`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `works_on` (`Essn`, `Pno`, `Hours`) VALUES
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

INSERT INTO `employee` (`Fname`, `Minit`, `Lname`, `Ssn`, `Bdate`, `Address`, `Sex`, `Salary`, `Super_ssn`, `Dno`) VALUES
('Jonh', 'B', 'Smith', 123456789, '1965-01-09', '731 Fondren, Houston, TX', 'M', 30000, 333445555, 5),
('Franklin', 'T', 'Wong', 333445555, '1955-12-08', '638 Voss, Houston, TX', 'M', 40000, 888665555, 5),
('Joyce', 'A', 'English', 453453453, '1972-07-31', '5631 Rice, Houston, TX', 'F', 25000, 333445555, 5),
('Ramesh', 'K', 'Narayan', 666884444, '1962-09-15', '975 Fire Oak, Humble, TX', 'M', 38000, 333445555, 5),
('James', 'E', 'Borg', 888665555, '1937-11-10', '450 Stone, Houston, TX', 'M', 55000, NULL, 1),
('Jennifier', 'S', 'Wallace', 987654321, '1941-06-20', '291 Berry, Bellaire, TX', 'F', 43000, 888665555, 4),
('Ahmad', 'V', 'Jabbar', 987987987, '1969-03-29', '980 Dallas, Houston, TX', 'M', 25000, 987654321, 4),
('Alicia', 'J', 'Zelaya', 999887777, '1968-01-19', '3321 Castle, Spring, TX', 'F', 25000, 987654321, 4);

INSERT INTO `department` (`Dname`, `Dnumber`, `Mgr_ssn`, `Mgr_start_date`) VALUES
('Headquarters', 1, 888665555, '1981-06-19'),
('Administration', 4, 987654321, '1995-01-01'),
('Research', 5, 333445555, '1988-05-22');

INSERT INTO `project` (`Pname`, `Pnumber`, `Plocation`, `Dnum`) VALUES
('ProductX', 1, 'Bellaire', 5),
('ProductY', 2, 'Sugarland', 5),
('ProductZ', 3, 'Houston', 5),
('Computerization', 10, 'Stafford', 4),
('Reorganization', 20, 'Houston', 1),
('Newbenefits', 30, 'Stafford', 4);

INSERT INTO `dependent` (`Essn`, `Dependent_name`, `Sex`, `Bdate`, `Relationship`) VALUES
(333445555, 'Alice', 'F', '1986-04-05', 'Daughter'),
(333445555, 'Theodore', 'M', '1983-10-25', 'Son'),
(333445555, 'Joy', 'F', '1958-05-03', 'Spouse'),
(987654321, 'Abner', 'M', '1942-02-28', 'Spouse'),
(123456789, 'Michael', 'M', '1988-01-04', 'Son'),
(123456789, 'Alice', 'F', '1988-12-30', 'Daughter'),
(123456789, 'Elizabeth', 'F', '1967-05-05', 'Spouse');

INSERT INTO `dept_locations` (`Dnumber`, `Dlocation`) VALUES
(1, 'Houston'),
(4, 'Stafford'),
(5, 'Bellaire'),
(5, 'Sugarland'),
(5, 'Houston');
