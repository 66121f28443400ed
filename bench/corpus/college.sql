-- college: a small college's employees (hire date, birth date, job code), its departments with their school, chair
--   and office, the professors in each department with office and highest degree, courses and their credits, class
--   sections with time, room and professor, students with class standing, hours, GPA and department, and enrolments
--   with grades (the "TinyCollege" textbook database).
-- Source: the Spider text-to-SQL dataset's college_1 database (Yale LILY, https://yale-lily.github.io/spider); the copy
--   used is database/college_1/college_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's original
--   English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's UPPER_SNAKE_CASE names with abbreviations (CLASS, CRS_CODE, EMP_NUM,
--   STU_HRS, PROF_HIGH_DEGREE) written WITHOUT quotes, so PostgreSQL folds them to lower case (class, crs_code,
--   emp_num). Primary and foreign keys as declared in Spider; student.dept_code -> department is NOT VALID (two
--   students name departments ENGL and EDU, which are not in DEPARTMENT).

CREATE TABLE employee (
  emp_num integer NOT NULL,
  emp_lname varchar(15),
  emp_fname varchar(12),
  emp_initial varchar(1),
  emp_jobcode varchar(5),
  emp_hiredate date,
  emp_dob date,
  PRIMARY KEY (emp_num)
);

CREATE TABLE department (
  dept_code varchar(10) NOT NULL,
  dept_name varchar(30),
  school_code varchar(8),
  emp_num integer,
  dept_address varchar(20),
  dept_extension varchar(4),
  PRIMARY KEY (dept_code)
);

CREATE TABLE course (
  crs_code varchar(10) NOT NULL,
  dept_code varchar(10),
  crs_description varchar(35),
  crs_credit numeric(3,1),
  PRIMARY KEY (crs_code)
);

CREATE TABLE professor (
  emp_num integer,
  dept_code varchar(10),
  prof_office varchar(50),
  prof_extension varchar(4),
  prof_high_degree varchar(5)
);

CREATE TABLE student (
  stu_num integer NOT NULL,
  stu_lname varchar(15),
  stu_fname varchar(15),
  stu_init varchar(1),
  stu_dob date,
  stu_hrs integer,
  stu_class varchar(2),
  stu_gpa numeric(3,2),
  stu_transfer boolean,
  dept_code varchar(18),
  stu_phone varchar(4),
  prof_num integer,
  PRIMARY KEY (stu_num)
);

CREATE TABLE class (
  class_code varchar(5) NOT NULL,
  crs_code varchar(10),
  class_section varchar(2),
  class_time varchar(20),
  class_room varchar(8),
  prof_num integer,
  PRIMARY KEY (class_code)
);

CREATE TABLE enroll (
  class_code varchar(5),
  stu_num integer,
  enroll_grade varchar(50)
);

INSERT INTO employee (emp_num, emp_lname, emp_fname, emp_initial, emp_jobcode, emp_hiredate, emp_dob) VALUES
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

INSERT INTO department (dept_code, dept_name, school_code, emp_num, dept_address, dept_extension) VALUES
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

INSERT INTO course (crs_code, dept_code, crs_description, crs_credit) VALUES
('ACCT-211', 'ACCT', 'Accounting I', 3.0),
('ACCT-212', 'ACCT', 'Accounting II', 3.0),
('CIS-220', 'CIS', 'Intro. to Microcomputing', 3.0),
('CIS-420', 'CIS', 'Database Design and Implementation', 4.0),
('QM-261', 'CIS', 'Intro. to Statistics', 3.0),
('QM-362', 'CIS', 'Statistical Applications', 4.0);

INSERT INTO professor (emp_num, dept_code, prof_office, prof_extension, prof_high_degree) VALUES
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

INSERT INTO student (stu_num, stu_lname, stu_fname, stu_init, stu_dob, stu_hrs, stu_class, stu_gpa, stu_transfer, dept_code, stu_phone, prof_num) VALUES
(321452, 'Bowser', 'William', 'C', '1975-02-12', 42, 'So', 2.84, FALSE, 'BIOL', '2134', 205),
(324257, 'Smithson', 'Anne', 'K', '1981-11-15', 81, 'Jr', 3.27, TRUE, 'CIS', '2256', 222),
(324258, 'Brewer', 'Juliette', '', '1969-08-23', 36, 'So', 2.26, TRUE, 'ACCT', '2256', 228),
(324269, 'Oblonski', 'Walter', 'H', '1976-09-16', 66, 'Jr', 3.09, FALSE, 'CIS', '2114', 222),
(324273, 'Smith', 'John', 'D', '1958-12-30', 102, 'Sr', 2.11, TRUE, 'ENGL', '2231', 199),
(324274, 'Katinga', 'Raphael', 'P', '1979-10-21', 114, 'Sr', 3.15, FALSE, 'ACCT', '2267', 228),
(324291, 'Robertson', 'Gerald', 'T', '1973-04-08', 120, 'Sr', 3.87, FALSE, 'EDU', '2267', 311),
(324299, 'Smith', 'John', 'B', '1986-11-30', 15, 'Fr', 2.92, FALSE, 'ACCT', '2315', 230);

INSERT INTO class (class_code, crs_code, class_section, class_time, class_room, prof_num) VALUES
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

INSERT INTO enroll (class_code, stu_num, enroll_grade) VALUES
('10014', 321452, 'C'),
('10014', 324257, 'B'),
('10018', 321452, 'A'),
('10018', 324257, 'B'),
('10021', 321452, 'C'),
('10021', 324257, 'C');

ALTER TABLE department ADD CONSTRAINT department_fk1 FOREIGN KEY (emp_num) REFERENCES employee (emp_num);

ALTER TABLE course ADD CONSTRAINT course_fk1 FOREIGN KEY (dept_code) REFERENCES department (dept_code);

ALTER TABLE professor ADD CONSTRAINT professor_fk1 FOREIGN KEY (emp_num) REFERENCES employee (emp_num);

ALTER TABLE professor ADD CONSTRAINT professor_fk2 FOREIGN KEY (dept_code) REFERENCES department (dept_code);

ALTER TABLE student ADD CONSTRAINT student_fk1 FOREIGN KEY (dept_code) REFERENCES department (dept_code) NOT VALID;

ALTER TABLE class ADD CONSTRAINT class_fk1 FOREIGN KEY (crs_code) REFERENCES course (crs_code);

ALTER TABLE class ADD CONSTRAINT class_fk2 FOREIGN KEY (prof_num) REFERENCES employee (emp_num);

ALTER TABLE enroll ADD CONSTRAINT enroll_fk1 FOREIGN KEY (class_code) REFERENCES class (class_code);

ALTER TABLE enroll ADD CONSTRAINT enroll_fk2 FOREIGN KEY (stu_num) REFERENCES student (stu_num);
