-- college: a small college's employees (hire date, birth date, job code), its departments with their school, chair
--   and office, the professors in each department with office and highest degree, courses and their credits, class
--   sections with time, room and professor, students with class standing, hours, GPA and department, and enrolments
--   with grades (the "TinyCollege" textbook database).
-- Source: the Spider text-to-SQL dataset's college_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/college_1/college_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's UPPER_SNAKE_CASE names kept (CLASS, CRS_CODE, EMP_NUM, STU_HRS,
--   PROF_HIGH_DEGREE). Primary and foreign keys as declared in Spider; STUDENT.DEPT_CODE -> DEPARTMENT is added
--   without checking (two students name departments ENGL and EDU, which are not in DEPARTMENT).

CREATE TABLE `EMPLOYEE` (
  `EMP_NUM` int NOT NULL,
  `EMP_LNAME` varchar(15),
  `EMP_FNAME` varchar(12),
  `EMP_INITIAL` varchar(1),
  `EMP_JOBCODE` varchar(5),
  `EMP_HIREDATE` date,
  `EMP_DOB` date,
  PRIMARY KEY (`EMP_NUM`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `DEPARTMENT` (
  `DEPT_CODE` varchar(10) NOT NULL,
  `DEPT_NAME` varchar(30),
  `SCHOOL_CODE` varchar(8),
  `EMP_NUM` int,
  `DEPT_ADDRESS` varchar(20),
  `DEPT_EXTENSION` varchar(4),
  PRIMARY KEY (`DEPT_CODE`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `COURSE` (
  `CRS_CODE` varchar(10) NOT NULL,
  `DEPT_CODE` varchar(10),
  `CRS_DESCRIPTION` varchar(35),
  `CRS_CREDIT` decimal(3,1),
  PRIMARY KEY (`CRS_CODE`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `PROFESSOR` (
  `EMP_NUM` int,
  `DEPT_CODE` varchar(10),
  `PROF_OFFICE` varchar(50),
  `PROF_EXTENSION` varchar(4),
  `PROF_HIGH_DEGREE` varchar(5)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `STUDENT` (
  `STU_NUM` int NOT NULL,
  `STU_LNAME` varchar(15),
  `STU_FNAME` varchar(15),
  `STU_INIT` varchar(1),
  `STU_DOB` date,
  `STU_HRS` int,
  `STU_CLASS` varchar(2),
  `STU_GPA` decimal(3,2),
  `STU_TRANSFER` tinyint(1),
  `DEPT_CODE` varchar(18),
  `STU_PHONE` varchar(4),
  `PROF_NUM` int,
  PRIMARY KEY (`STU_NUM`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `CLASS` (
  `CLASS_CODE` varchar(5) NOT NULL,
  `CRS_CODE` varchar(10),
  `CLASS_SECTION` varchar(2),
  `CLASS_TIME` varchar(20),
  `CLASS_ROOM` varchar(8),
  `PROF_NUM` int,
  PRIMARY KEY (`CLASS_CODE`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `ENROLL` (
  `CLASS_CODE` varchar(5),
  `STU_NUM` int,
  `ENROLL_GRADE` varchar(50)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `EMPLOYEE` (`EMP_NUM`, `EMP_LNAME`, `EMP_FNAME`, `EMP_INITIAL`, `EMP_JOBCODE`, `EMP_HIREDATE`, `EMP_DOB`) VALUES
(100, 'Worley', 'James', 'F', 'CUST', '1978-02-23', '1950-06-12'),
(101, 'Ramso', 'Henry', 'B', 'CUST', '1994-11-15', '1961-11-02'),
(102, 'Edwards', 'Rosemary', 'D', 'TECH', '1990-07-23', '1953-07-03'),
(103, 'Donelly', 'Ronald', 'O', 'PROF', '1987-07-01', '1952-10-02'),
(104, 'Yukon', 'Preston', 'D', 'PROF', '1992-05-01', '1948-02-23'),
(105, 'Heffington', 'Arnelle', 'B', 'PROF', '1991-07-01', '1950-11-02'),
(106, 'Washington', 'Ross', 'E', 'PROF', '1976-08-01', '1941-03-04'),
(108, 'Robertson', 'Elaine', 'W', 'TECH', '1983-10-18', '1961-06-20'),
(110, 'Thieu', 'Van', 'S', 'PROF', '1989-08-01', '1951-08-12'),
(114, 'Graztevski', 'Gerald', 'B', 'PROF', '1978-08-01', '1939-03-18'),
(122, 'Wilson', 'Todd', 'H', 'CUST', '1990-11-06', '1966-10-19'),
(123, 'Jones', 'Suzanne', 'B', 'TECH', '1994-01-05', '1967-12-30'),
(124, 'Smith', 'Elsa', 'K', 'CLRK', '1982-12-16', '1943-09-13'),
(126, 'Ardano', 'James', 'G', 'CLRK', '1994-10-01', '1970-03-12'),
(155, 'Ritula', 'Annelise', '', 'PROF', '1990-08-01', '1957-05-24'),
(160, 'Smith', 'Robert', 'T', 'PROF', '1992-08-01', '1955-06-19'),
(161, 'Watson', 'George', 'F', 'CUST', '1994-11-01', '1962-10-02'),
(162, 'Rob', 'Peter', '', 'PROF', '1981-08-01', '1940-06-20'),
(165, 'Williamson', 'Kathryn', 'A', 'CLRK', '1992-06-15', '1968-11-17'),
(166, 'Herndon', 'Jill', 'M', 'TECH', '1990-08-18', '1965-08-29'),
(173, 'Teng', 'Weston', 'J', 'TECH', '1980-07-15', '1951-11-17'),
(191, 'Dexter', 'Willa', 'N', 'PROF', '1984-08-01', '1953-05-17'),
(195, 'Williams', 'Herman', 'H', 'PROF', '1988-08-01', '1955-11-19'),
(209, 'Smith', 'Melanie', 'K', 'PROF', '1983-08-01', '1946-05-24'),
(228, 'Coronel', 'Carlos', 'M', 'PROF', '1988-08-01', '1949-05-16'),
(231, 'Shebert', 'Rebecca', 'A', 'CUST', '1994-02-21', '1963-02-27'),
(297, 'Jones', 'Hermine', '', 'PROF', '1985-01-01', '1950-07-04'),
(299, 'Stoddard', 'Doreen', 'L', 'PROF', '1994-08-01', '1960-04-25'),
(301, 'Osaki', 'Ismael', 'K', 'PROF', '1989-08-01', '1952-05-25'),
(333, 'Jordan', 'Julian', 'H', 'TECH', '1991-04-23', '1968-07-16'),
(335, 'Okomoto', 'Ronald', 'F', 'PROF', '1975-08-01', '1944-03-03'),
(342, 'Smith', 'Robert', 'A', 'PROF', '1978-08-01', '1937-12-30'),
(387, 'Smithson', 'George', 'D', 'PROF', '1982-08-01', '1948-10-01'),
(401, 'Blalock', 'James', 'G', 'PROF', '1981-08-01', '1945-03-15'),
(412, 'Smith', 'Robert', 'E', 'CUST', '1985-06-24', '1963-09-25'),
(425, 'Matler', 'Ralph', 'F', 'PROF', '1995-08-01', '1973-12-02'),
(435, 'Doornberg', 'Anne', 'D', 'PROF', '1992-08-01', '1963-10-02');

INSERT INTO `DEPARTMENT` (`DEPT_CODE`, `DEPT_NAME`, `SCHOOL_CODE`, `EMP_NUM`, `DEPT_ADDRESS`, `DEPT_EXTENSION`) VALUES
('ACCT', 'Accounting', 'BUS', 114, 'KLR 211, Box 52', '3119'),
('ART', 'Fine Arts', 'A&SCI', 435, 'BBG 185, Box 128', '2278'),
('BIOL', 'Biology', 'A&SCI', 387, 'AAK 230, Box 415', '4117'),
('CIS', 'Computer Info. Systems', 'BUS', 209, 'KLR 333, Box 56', '3245'),
('ECON/FIN', 'Economics/Finance', 'BUS', 299, 'KLR 284, Box 63', '3126'),
('ENG', 'English', 'A&SCI', 160, 'DRE 102, Box 223', '1004'),
('HIST', 'History', 'A&SCI', 103, 'DRE 156, Box 284', '1867'),
('MATH', 'Mathematics', 'A&SCI', 297, 'AAK 194, Box 422', '4234'),
('MKT/MGT', 'Marketing/Management', 'BUS', 106, 'KLR 126, Box 55', '3342'),
('PSYCH', 'Psychology', 'A&SCI', 195, 'AAK 297, Box 438', '4110'),
('SOC', 'Sociology', 'A&SCI', 342, 'BBG 208, Box 132', '2008');

INSERT INTO `COURSE` (`CRS_CODE`, `DEPT_CODE`, `CRS_DESCRIPTION`, `CRS_CREDIT`) VALUES
('ACCT-211', 'ACCT', 'Accounting I', 3.0),
('ACCT-212', 'ACCT', 'Accounting II', 3.0),
('CIS-220', 'CIS', 'Intro. to Microcomputing', 3.0),
('CIS-420', 'CIS', 'Database Design and Implementation', 4.0),
('QM-261', 'CIS', 'Intro. to Statistics', 3.0),
('QM-362', 'CIS', 'Statistical Applications', 4.0);

INSERT INTO `PROFESSOR` (`EMP_NUM`, `DEPT_CODE`, `PROF_OFFICE`, `PROF_EXTENSION`, `PROF_HIGH_DEGREE`) VALUES
(103, 'HIST', 'DRE 156', '6783', 'Ph.D.'),
(104, 'ENG', 'DRE 102', '5561', 'MA'),
(105, 'ACCT', 'KLR 229D', '8665', 'Ph.D.'),
(106, 'MKT/MGT', 'KLR 126', '3899', 'Ph.D.'),
(110, 'BIOL', 'AAK 160', '3412', 'Ph.D.'),
(114, 'ACCT', 'KLR 211', '4436', 'Ph.D.'),
(155, 'MATH', 'AAK 201', '4440', 'Ph.D.'),
(160, 'ENG', 'DRE 102', '2248', 'Ph.D.'),
(162, 'CIS', 'KLR 203E', '2359', 'Ph.D.'),
(191, 'MKT/MGT', 'KLR 409B', '4016', 'DBA'),
(195, 'PSYCH', 'AAK 297', '3550', 'Ph.D.'),
(209, 'CIS', 'KLR 333', '3421', 'Ph.D.'),
(228, 'CIS', 'KLR 300', '3000', 'Ph.D.'),
(297, 'MATH', 'AAK 194', '1145', 'Ph.D.'),
(299, 'ECON/FIN', 'KLR 284', '2851', 'Ph.D.'),
(301, 'ACCT', 'KLR 244', '4683', 'Ph.D.'),
(335, 'ENG', 'DRE 208', '2000', 'Ph.D.'),
(342, 'SOC', 'BBG 208', '5514', 'Ph.D.'),
(387, 'BIOL', 'AAK 230', '8665', 'Ph.D.'),
(401, 'HIST', 'DRE 156', '6783', 'MA'),
(425, 'ECON/FIN', 'KLR 284', '2851', 'MBA'),
(435, 'ART', 'BBG 185', '2278', 'Ph.D.');

INSERT INTO `STUDENT` (`STU_NUM`, `STU_LNAME`, `STU_FNAME`, `STU_INIT`, `STU_DOB`, `STU_HRS`, `STU_CLASS`, `STU_GPA`, `STU_TRANSFER`, `DEPT_CODE`, `STU_PHONE`, `PROF_NUM`) VALUES
(321452, 'Bowser', 'William', 'C', '1975-02-12', 42, 'So', 2.84, FALSE, 'BIOL', '2134', 205),
(324257, 'Smithson', 'Anne', 'K', '1981-11-15', 81, 'Jr', 3.27, TRUE, 'CIS', '2256', 222),
(324258, 'Brewer', 'Juliette', '', '1969-08-23', 36, 'So', 2.26, TRUE, 'ACCT', '2256', 228),
(324269, 'Oblonski', 'Walter', 'H', '1976-09-16', 66, 'Jr', 3.09, FALSE, 'CIS', '2114', 222),
(324273, 'Smith', 'John', 'D', '1958-12-30', 102, 'Sr', 2.11, TRUE, 'ENGL', '2231', 199),
(324274, 'Katinga', 'Raphael', 'P', '1979-10-21', 114, 'Sr', 3.15, FALSE, 'ACCT', '2267', 228),
(324291, 'Robertson', 'Gerald', 'T', '1973-04-08', 120, 'Sr', 3.87, FALSE, 'EDU', '2267', 311),
(324299, 'Smith', 'John', 'B', '1986-11-30', 15, 'Fr', 2.92, FALSE, 'ACCT', '2315', 230);

INSERT INTO `CLASS` (`CLASS_CODE`, `CRS_CODE`, `CLASS_SECTION`, `CLASS_TIME`, `CLASS_ROOM`, `PROF_NUM`) VALUES
('10012', 'ACCT-211', '1', 'MWF 8:00-8:50 a.m.', 'BUS311', 105),
('10013', 'ACCT-211', '2', 'MWF 9:00-9:50 a.m.', 'BUS200', 105),
('10014', 'ACCT-211', '3', 'TTh 2:30-3:45 p.m.', 'BUS252', 342),
('10015', 'ACCT-212', '1', 'MWF 10:00-10:50 a.m.', 'BUS311', 301),
('10016', 'ACCT-212', '2', 'Th 6:00-8:40 p.m.', 'BUS252', 301),
('10017', 'CIS-220', '1', 'MWF 9:00-9:50 a.m.', 'KLR209', 228),
('10018', 'CIS-220', '2', 'MWF 9:00-9:50 a.m.', 'KLR211', 114),
('10019', 'CIS-220', '3', 'MWF 10:00-10:50 a.m.', 'KLR209', 228),
('10020', 'CIS-420', '1', 'W 6:00-8:40 p.m.', 'KLR209', 162),
('10021', 'QM-261', '1', 'MWF 8:00-8:50 a.m.', 'KLR200', 114),
('10022', 'QM-261', '2', 'TTh 1:00-2:15 p.m.', 'KLR200', 114),
('10023', 'QM-362', '1', 'MWF 11:00-11:50 a.m.', 'KLR200', 162),
('10024', 'QM-362', '2', 'TTh 2:30-3:45 p.m.', 'KLR200', 162);

INSERT INTO `ENROLL` (`CLASS_CODE`, `STU_NUM`, `ENROLL_GRADE`) VALUES
('10014', 321452, 'C'),
('10014', 324257, 'B'),
('10018', 321452, 'A'),
('10018', 324257, 'B'),
('10021', 321452, 'C'),
('10021', 324257, 'C');

ALTER TABLE `DEPARTMENT` ADD CONSTRAINT department_fk1 FOREIGN KEY (`EMP_NUM`) REFERENCES `EMPLOYEE` (`EMP_NUM`);

ALTER TABLE `COURSE` ADD CONSTRAINT course_fk1 FOREIGN KEY (`DEPT_CODE`) REFERENCES `DEPARTMENT` (`DEPT_CODE`);

ALTER TABLE `PROFESSOR` ADD CONSTRAINT professor_fk1 FOREIGN KEY (`EMP_NUM`) REFERENCES `EMPLOYEE` (`EMP_NUM`);

ALTER TABLE `PROFESSOR` ADD CONSTRAINT professor_fk2 FOREIGN KEY (`DEPT_CODE`) REFERENCES `DEPARTMENT` (`DEPT_CODE`);

SET FOREIGN_KEY_CHECKS = 0;

ALTER TABLE `STUDENT` ADD CONSTRAINT student_fk1 FOREIGN KEY (`DEPT_CODE`) REFERENCES `DEPARTMENT` (`DEPT_CODE`);

SET FOREIGN_KEY_CHECKS = 1;

ALTER TABLE `CLASS` ADD CONSTRAINT class_fk1 FOREIGN KEY (`CRS_CODE`) REFERENCES `COURSE` (`CRS_CODE`);

ALTER TABLE `CLASS` ADD CONSTRAINT class_fk2 FOREIGN KEY (`PROF_NUM`) REFERENCES `EMPLOYEE` (`EMP_NUM`);

ALTER TABLE `ENROLL` ADD CONSTRAINT enroll_fk1 FOREIGN KEY (`CLASS_CODE`) REFERENCES `CLASS` (`CLASS_CODE`);

ALTER TABLE `ENROLL` ADD CONSTRAINT enroll_fk2 FOREIGN KEY (`STU_NUM`) REFERENCES `STUDENT` (`STU_NUM`);
