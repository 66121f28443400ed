-- assessments: a school's people (8, with name, mobile number, e-mail and login) and their addresses over time, the 8
--   of them enrolled as students, 6 courses, the students' course registrations (autumn 2008) and their attendance
--   records, and the same 8 people as candidates with the qualifications they were assessed for (April 2010) and the
--   outcome (Pass/Fail).
-- Source: the Spider text-to-SQL dataset's student_assessment database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/student_assessment/student_assessment.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case plural table names (People, People_Addresses,
--   Student_Course_Registrations, Student_Course_Attendance, Candidate_Assessments) written in lower case, unquoted;
--   columns lower snake_case as in Spider (first_name, cell_mobile_number, zip_postcode, state_province_county,
--   registration_date, date_of_attendance), including Spider's misspelt asessment_outcome_code. Students and
--   Candidates are keyed by the person's id (student_id, candidate_id -> People.person_id). course_id is text
--   ('301'...) everywhere (Spider declares it VARCHAR in Courses and INTEGER in the two link tables). Primary and
--   foreign keys as declared in Spider; dates written as timestamps.

CREATE TABLE addresses (
  address_id integer NOT NULL,
  line_1 varchar(80),
  line_2 varchar(80),
  city varchar(50),
  zip_postcode varchar(20),
  state_province_county varchar(50),
  country varchar(50),
  PRIMARY KEY (address_id)
);

CREATE TABLE people (
  person_id integer NOT NULL,
  first_name varchar(255),
  middle_name varchar(255),
  last_name varchar(255),
  cell_mobile_number varchar(40),
  email_address varchar(40),
  login_name varchar(40),
  password varchar(40),
  PRIMARY KEY (person_id)
);

CREATE TABLE students (
  student_id integer NOT NULL,
  student_details varchar(255),
  PRIMARY KEY (student_id)
);

CREATE TABLE courses (
  course_id varchar(100) NOT NULL,
  course_name varchar(120),
  course_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (course_id)
);

CREATE TABLE people_addresses (
  person_address_id integer NOT NULL,
  person_id integer NOT NULL,
  address_id integer NOT NULL,
  date_from timestamp,
  date_to timestamp,
  PRIMARY KEY (person_address_id)
);

CREATE TABLE student_course_registrations (
  student_id integer NOT NULL,
  course_id varchar(100) NOT NULL,
  registration_date timestamp NOT NULL,
  PRIMARY KEY (student_id, course_id)
);

CREATE TABLE student_course_attendance (
  student_id integer NOT NULL,
  course_id varchar(100) NOT NULL,
  date_of_attendance timestamp NOT NULL,
  PRIMARY KEY (student_id, course_id)
);

CREATE TABLE candidates (
  candidate_id integer NOT NULL,
  candidate_details varchar(255),
  PRIMARY KEY (candidate_id)
);

CREATE TABLE candidate_assessments (
  candidate_id integer NOT NULL,
  qualification varchar(15) NOT NULL,
  assessment_date timestamp NOT NULL,
  asessment_outcome_code varchar(15) NOT NULL,
  PRIMARY KEY (candidate_id, qualification)
);

INSERT INTO addresses (address_id, line_1, line_2, city, zip_postcode, state_province_county, country) VALUES
(5, '0900 Roderick Oval
New Albina, WA 19200-7914', 'Suite 096', 'Linnealand', '862', 'Montana', 'USA'),
(9, '966 Dach Ports Apt. 322
Lake Harmonyhaven, VA 65235', 'Apt. 163', 'South Minnie', '716', 'Texas', 'USA'),
(29, '28550 Broderick Underpass Suite 667
Zakaryhaven, WY 22945-1534', 'Apt. 419', 'North Trystanborough', '112', 'Vermont', 'USA'),
(30, '83706 Ana Trafficway Apt. 992
West Jarret, MI 01112', 'Apt. 884', 'Lake Kaley', '431', 'Washington', 'USA'),
(43, '69165 Beatty Station
Haleighstad, MS 55164', 'Suite 333', 'Stephaniemouth', '559', 'Massachusetts', 'USA'),
(45, '242 Pacocha Streets
East Isabellashire, ND 03506', 'Suite 370', 'O''Connellview', '514', 'NewMexico', 'USA'),
(55, '801 Modesto Island Suite 306
Lacyville, VT 34059', 'Suite 764', 'New Alta', '176', 'Mississippi', 'USA'),
(63, '0177 Fisher Dam
Berniershire, KS 00038-7574', 'Apt. 903', 'South Keenan', '613', 'Michigan', 'USA'),
(68, '09471 Hickle Light
Port Maxime, NJ 91550-5409', 'Suite 903', 'Hannahside', '354', 'Connecticut', 'USA'),
(73, '67831 Lavonne Lodge
Olsontown, DC 20894', 'Apt. 756', 'Alizeshire', '687', 'NewMexico', 'USA'),
(82, '228 Fahey Land
Baileymouth, FL 06297-5606', 'Suite 087', 'South Naomibury', '079', 'Ohio', 'USA'),
(88, '1770 Adriel Ramp Apt. 397
West Ashlynnchester, UT 91968', 'Apt. 617', 'East Tavaresburgh', '179', 'SouthDakota', 'USA'),
(92, '8760 Eldon Squares Suite 260
Marquisestad, GA 38537', 'Apt. 435', 'Lake Devon', '244', 'SouthDakota', 'USA'),
(94, '8263 Abbott Crossing Apt. 066
Oberbrunnerbury, LA 67451', 'Apt. 626', 'Boyleshire', '536', 'Kansas', 'USA'),
(99, '521 Paucek Field
North Oscartown, WI 31527', 'Apt. 849', 'Terencetown', '979', 'Michigan', 'USA');

INSERT INTO people (person_id, first_name, middle_name, last_name, cell_mobile_number, email_address, login_name, password) VALUES
(111, 'Shannon', 'Elissa', 'Senger', '01955267735', 'javier.trantow@example.net', 'pgub', '5e4ff49a61b3544da3ad7dc7e2cf28847564c64c'),
(121, 'Virginie', 'Jasmin', 'Hartmann', '(508)319-2970x043', 'boyer.lonie@example.com', 'bkkv', 'b063331ea8116befaa7b84c59c6a22200f5f8caa'),
(131, 'Dariana', 'Hayley', 'Bednar', '(262)347-9364x516', 'leila14@example.net', 'zops', 'b20b6a9f24aadeda70d54e410c3219f61fb063fb'),
(141, 'Verna', 'Arielle', 'Grant', '1-372-548-7538x314', 'adele.gibson@example.net', 'uuol', '7be9c03d5467d563555c51ebb3eb78e7f90832ec'),
(151, 'Hoyt', 'Mercedes', 'Wintheiser', '1-603-110-0647', 'stanley.monahan@example.org', 'bnto', 'c55795df86182959094b83e27900f7cf44ced570'),
(161, 'Mayra', 'Haley', 'Hartmann', '724-681-4161x51632', 'terry.kuhlman@example.org', 'rzxu', 'ecae473cb54601e01457078ac0cdf4a1ced837bb'),
(171, 'Lizeth', 'Bell', 'Bartoletti', '812.228.0645x91481', 'celestine11@example.net', 'mkou', '76a93d1d3b7becc932d203beac61d064bd54e947'),
(181, 'Nova', 'Amiya', 'Feest', '766-272-9964', 'oreynolds@example.com', 'qrwl', '7dce9b688636ee212294c257dd2f6b85c7f65f2e');

INSERT INTO students (student_id, student_details) VALUES
(111, 'Marry'),
(121, 'Martin'),
(131, 'Barry'),
(141, 'Nikhil'),
(151, 'John'),
(161, 'Sarah'),
(171, 'Joe'),
(181, 'Nancy');

INSERT INTO courses (course_id, course_name, course_description, other_details) VALUES
('301', 'statistics', 'statistics', NULL),
('302', 'English', 'English', NULL),
('303', 'French', 'French', NULL),
('304', 'database', 'database', NULL),
('305', 'data structure', 'data structure', NULL),
('306', 'Art history', 'Art history', NULL);

INSERT INTO people_addresses (person_address_id, person_id, address_id, date_from, date_to) VALUES
(122, 111, 9, '2012-09-26 13:21:00', '2018-03-21 09:46:30'),
(257, 121, 5, '2008-07-31 02:17:25', '2018-03-09 02:11:12'),
(269, 131, 88, '2008-05-26 20:43:41', '2018-03-11 20:26:41'),
(276, 141, 99, '2014-05-10 00:32:31', '2018-03-08 06:16:47'),
(281, 151, 92, '2010-11-26 05:21:12', '2018-03-12 21:10:02'),
(340, 161, 45, '2017-05-01 17:32:26', '2018-03-09 08:45:06'),
(363, 171, 55, '2015-05-24 16:14:12', '2018-02-23 22:44:18'),
(396, 181, 82, '2013-12-26 16:57:01', '2018-03-03 16:06:17');

INSERT INTO student_course_registrations (student_id, course_id, registration_date) VALUES
(111, '301', '2008-11-04 10:35:13'),
(121, '301', '2008-10-04 10:35:13'),
(121, '303', '2008-11-14 10:35:13'),
(131, '303', '2008-11-05 10:35:13'),
(141, '302', '2008-11-06 10:35:13'),
(151, '305', '2008-11-07 10:35:13'),
(161, '302', '2008-11-07 10:35:13'),
(171, '301', '2008-11-07 10:35:13'),
(141, '301', '2008-11-08 10:35:13');

INSERT INTO student_course_attendance (student_id, course_id, date_of_attendance) VALUES
(111, '301', '2008-11-04 10:35:13'),
(121, '301', '2012-04-09 11:44:34'),
(121, '303', '2014-04-09 11:44:34'),
(141, '302', '2013-04-09 11:44:34'),
(171, '301', '2015-04-09 11:44:34'),
(161, '302', '2014-01-09 11:44:34'),
(151, '305', '2012-05-09 11:44:34'),
(141, '301', '2012-09-09 11:44:34');

INSERT INTO candidates (candidate_id, candidate_details) VALUES
(111, 'Jane'),
(121, 'Robert'),
(131, 'Alex'),
(141, 'Tao'),
(151, 'Jack'),
(161, 'Leo'),
(171, 'Robin'),
(181, 'Cindy');

INSERT INTO candidate_assessments (candidate_id, qualification, assessment_date, asessment_outcome_code) VALUES
(111, 'A', '2010-04-07 11:44:34', 'Pass'),
(121, 'B', '2010-04-17 11:44:34', 'Pass'),
(131, 'D', '2010-04-05 11:44:34', 'Fail'),
(141, 'C', '2010-04-06 11:44:34', 'Pass'),
(151, 'B', '2010-04-09 11:44:34', 'Pass');

ALTER TABLE students ADD CONSTRAINT students_fk1 FOREIGN KEY (student_id) REFERENCES people (person_id);

ALTER TABLE people_addresses ADD CONSTRAINT people_addresses_fk1 FOREIGN KEY (person_id) REFERENCES people (person_id);

ALTER TABLE people_addresses ADD CONSTRAINT people_addresses_fk2 FOREIGN KEY (address_id) REFERENCES addresses (address_id);

ALTER TABLE student_course_registrations ADD CONSTRAINT student_course_registrations_fk1 FOREIGN KEY (student_id) REFERENCES students (student_id);

ALTER TABLE student_course_registrations ADD CONSTRAINT student_course_registrations_fk2 FOREIGN KEY (course_id) REFERENCES courses (course_id);

ALTER TABLE student_course_attendance ADD CONSTRAINT student_course_attendance_fk1 FOREIGN KEY (student_id, course_id) REFERENCES student_course_registrations (student_id, course_id);

ALTER TABLE candidates ADD CONSTRAINT candidates_fk1 FOREIGN KEY (candidate_id) REFERENCES people (person_id);

ALTER TABLE candidate_assessments ADD CONSTRAINT candidate_assessments_fk1 FOREIGN KEY (candidate_id) REFERENCES candidates (candidate_id);
