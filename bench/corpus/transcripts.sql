-- transcripts: a university registry's student records: 15 students (names, mobile, e-mail, SSN, first-registered and
--   left dates, current and permanent address), 15 departments and the 15 degree programmes they run (Bachelor,
--   Master, PHD), 15 courses and their 15 sections, 15 semesters, 15 enrolments of students on a degree programme in a
--   semester, 15 course registrations within those enrolments, 15 transcripts (a date) and the 15 course entries they
--   list, and 15 addresses.
-- Source: the Spider text-to-SQL dataset's student_transcripts_tracking database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   database/student_transcripts_tracking/student_transcripts_tracking.sqlite of
--   https://github.com/LeLuven/MachineSpider, commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are
--   machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised_Snake_Case table names (Addresses, Degree_Programs,
--   Student_Enrolment, Student_Enrolment_Courses, Transcript_Contents) and snake_case columns (degree_summary_name,
--   date_first_registered, current_address_id, student_course_id) written WITHOUT quotes, so the table names fold to
--   lower case. DATETIME typed timestamp. Primary and foreign keys as declared in Spider (Transcript_Contents has none
--   of its own).

CREATE TABLE addresses (
  address_id integer NOT NULL,
  line_1 varchar(255),
  line_2 varchar(255),
  line_3 varchar(255),
  city varchar(255),
  zip_postcode varchar(20),
  state_province_county varchar(255),
  country varchar(255),
  other_address_details varchar(255),
  PRIMARY KEY (address_id)
);

CREATE TABLE courses (
  course_id integer NOT NULL,
  course_name varchar(255),
  course_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (course_id)
);

CREATE TABLE departments (
  department_id integer NOT NULL,
  department_name varchar(255),
  department_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (department_id)
);

CREATE TABLE degree_programs (
  degree_program_id integer NOT NULL,
  department_id integer NOT NULL,
  degree_summary_name varchar(255),
  degree_summary_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (degree_program_id)
);

CREATE TABLE sections (
  section_id integer NOT NULL,
  course_id integer NOT NULL,
  section_name varchar(255),
  section_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (section_id)
);

CREATE TABLE semesters (
  semester_id integer NOT NULL,
  semester_name varchar(255),
  semester_description varchar(255),
  other_details varchar(255),
  PRIMARY KEY (semester_id)
);

CREATE TABLE students (
  student_id integer NOT NULL,
  current_address_id integer NOT NULL,
  permanent_address_id integer NOT NULL,
  first_name varchar(80),
  middle_name varchar(40),
  last_name varchar(40),
  cell_mobile_number varchar(40),
  email_address varchar(40),
  ssn varchar(40),
  date_first_registered timestamp,
  date_left timestamp,
  other_student_details varchar(255),
  PRIMARY KEY (student_id)
);

CREATE TABLE student_enrolment (
  student_enrolment_id integer NOT NULL,
  degree_program_id integer NOT NULL,
  semester_id integer NOT NULL,
  student_id integer NOT NULL,
  other_details varchar(255),
  PRIMARY KEY (student_enrolment_id)
);

CREATE TABLE student_enrolment_courses (
  student_course_id integer NOT NULL,
  course_id integer NOT NULL,
  student_enrolment_id integer NOT NULL,
  PRIMARY KEY (student_course_id)
);

CREATE TABLE transcripts (
  transcript_id integer NOT NULL,
  transcript_date timestamp,
  other_details varchar(255),
  PRIMARY KEY (transcript_id)
);

CREATE TABLE transcript_contents (
  student_course_id integer NOT NULL,
  transcript_id integer NOT NULL
);

INSERT INTO addresses (address_id, line_1, line_2, line_3, city, zip_postcode, state_province_county, country, other_address_details) VALUES
(1, '2294 Grant Square Apt. 235', 'Apt. 370', NULL, 'Port Chelsea', '148', 'Virginia', 'Iceland', NULL),
(2, '3999 Aufderhar Ways Suite 593', 'Apt. 388', NULL, 'Lake Laishafurt', '943', 'Kentucky', 'Burundi', NULL),
(3, '67942 Carlotta Ferry Apt. 686', 'Apt. 583', NULL, 'Goodwinhaven', '541', 'Kansas', 'Saudi Arabia', NULL),
(4, '0144 Lamar Plaza Apt. 346', 'Suite 703', NULL, 'Port Evanston', '847', 'Washington', 'Angola', NULL),
(5, '858 Peggie Bypass Suite 212', 'Apt. 335', NULL, 'Michelleburgh', '446', 'Hawaii', 'Haiti', NULL),
(6, '16998 Mraz Lodge', 'Apt. 689', NULL, 'North Omer', '902', 'Kentucky', 'Gibraltar', NULL),
(7, '193 Marlin Brook', 'Apt. 406', NULL, 'Herzoghaven', '068', 'Arkansas', 'Cook Islands', NULL),
(8, '202 Hessel Views Apt. 468', 'Apt. 305', NULL, 'Mariliehaven', '638', 'Idaho', 'Croatia', NULL),
(9, '0643 Muller Vista', 'Suite 383', NULL, 'Port Elvisfurt', '777', 'NorthCarolina', 'Gabon', NULL),
(10, '7081 Eda Center', 'Suite 830', NULL, 'Rutherfordtown', '839', 'Delaware', 'Kyrgyz Republic', NULL),
(11, '9283 Schulist Falls Apt. 037', 'Suite 239', NULL, 'South Palma', '400', 'WestVirginia', 'Bermuda', NULL),
(12, '979 Haag Shores Suite 656', 'Apt. 468', NULL, 'Prohaskafort', '590', 'SouthDakota', 'Lesotho', NULL),
(13, '492 Wilkinson Route', 'Suite 865', NULL, 'New Clemensburgh', '386', 'Florida', 'Samoa', NULL),
(14, '186 Evan Motorway Apt. 409', 'Suite 079', NULL, 'Lake Careyberg', '895', 'Kentucky', 'New Caledonia', NULL),
(15, '74046 Metz Walk Apt. 113', 'Suite 674', NULL, 'Port Oceane', '669', 'Wyoming', 'Norfolk Island', NULL);

INSERT INTO courses (course_id, course_name, course_description, other_details) VALUES
(1, 'ds', 'p', NULL),
(2, 'math', 'q', NULL),
(3, 'os', 'v', NULL),
(4, 'en', 'k', NULL),
(5, 'fr', 'c', NULL),
(6, 'la', 'n', NULL),
(7, 'cal', 'l', NULL),
(8, 'nlp', 'q', NULL),
(9, 'dl', 'l', NULL),
(10, 'ml', 'b', NULL),
(11, 'ai', 'w', NULL),
(12, 'db', 'q', NULL),
(13, 'rs', 'v', NULL),
(14, 'pl', 'p', NULL),
(15, 'oop', 'd', NULL);

INSERT INTO departments (department_id, department_name, department_description, other_details) VALUES
(1, 'computer science', 'error', NULL),
(2, 'history', 'nostrum', NULL),
(3, 'art', 'aliquam', NULL),
(4, 'linguistic', 'natus', NULL),
(5, 'management', 'nihil', NULL),
(6, 'engineer', 'autem', NULL),
(7, 'math', 'doloribus', NULL),
(8, 'statistics', 'nihil', NULL),
(9, 'law', 'dolorem', NULL),
(10, 'economics', 'non', NULL),
(11, 'biology', 'consequatur', NULL),
(12, 'medical', 'ea', NULL),
(13, 'dance', 'consequatur', NULL),
(14, 'drama', 'in', NULL),
(15, 'geography', 'nisi', NULL);

INSERT INTO degree_programs (degree_program_id, department_id, degree_summary_name, degree_summary_description, other_details) VALUES
(1, 13, 'Master', 'architecto', NULL),
(2, 2, 'Master', 'cumque', NULL),
(3, 13, 'Master', 'placeat', NULL),
(4, 8, 'Bachelor', 'unde', NULL),
(5, 11, 'Master', 'officiis', NULL),
(6, 8, 'Bachelor', 'aperiam', NULL),
(7, 14, 'Bachelor', 'assumenda', NULL),
(8, 15, 'Master', 'earum', NULL),
(9, 3, 'Bachelor', 'voluptas', NULL),
(10, 8, 'Bachelor', 'aut', NULL),
(11, 14, 'Bachelor', 'aut', NULL),
(12, 4, 'Master', 'qui', NULL),
(13, 7, 'Bachelor', 'quam', NULL),
(14, 2, 'PHD', 'et', NULL),
(15, 12, 'PHD', 'esse', NULL);

INSERT INTO sections (section_id, course_id, section_name, section_description, other_details) VALUES
(1, 9, 'a', 'non', NULL),
(2, 2, 'b', 'voluptatem', NULL),
(3, 8, 'c', 'qui', NULL),
(4, 1, 'd', 'voluptas', NULL),
(5, 5, 'e', 'ex', NULL),
(6, 7, 'f', 'doloremque', NULL),
(7, 12, 'g', 'provident', NULL),
(8, 14, 'h', 'et', NULL),
(9, 8, 'j', 'quis', NULL),
(10, 14, 'k', 'nesciunt', NULL),
(11, 1, 'l', 'ad', NULL),
(12, 4, 'o', 'et', NULL),
(13, 5, 'p', 'facilis', NULL),
(14, 6, 'u', 'reprehenderit', NULL),
(15, 10, 'y', 'qui', NULL);

INSERT INTO semesters (semester_id, semester_name, semester_description, other_details) VALUES
(1, 'spring 2010', 'x', NULL),
(2, 'summer 2010', 'g', NULL),
(3, 'fall 2010', 'w', NULL),
(4, 'winter 2010', 'c', NULL),
(5, 'spring 2018', 'c', NULL),
(6, 'spring 2012', 'l', NULL),
(7, 'spring 2013', 'y', NULL),
(8, 'spring 2014', 'x', NULL),
(9, 'spring 2015', 'x', NULL),
(10, 'spring 2016', 'f', NULL),
(11, 'spring 2017', 'g', NULL),
(12, 'spring 2018', 'm', NULL),
(13, 'fall 2018', 'q', NULL),
(14, 'winter 2018', 't', NULL),
(15, 'spring 2019', 'o', NULL);

INSERT INTO students (student_id, current_address_id, permanent_address_id, first_name, middle_name, last_name, cell_mobile_number, email_address, ssn, date_first_registered, date_left, other_student_details) VALUES
(1, 10, 15, 'Timmothy', 'Anna', 'Ward', '(096)889-8954x524', 'erwin.zboncak@example.com', '965', '1971-02-05 07:28:23', '1971-05-17 19:28:49', 'quia'),
(2, 12, 5, 'Hobart', 'Lorenz', 'Balistreri', '1-009-710-5151', 'swift.kolby@example.com', '304246', '1976-10-26 02:33:06', '2013-10-05 17:41:28', 'autem'),
(3, 9, 5, 'Warren', 'Violet', 'Gleichner', '07661787471', 'johns.unique@example.net', '3', '2007-08-29 23:25:41', '2007-03-31 09:53:19', 'facilis'),
(4, 7, 11, 'Jarvis', 'Aaliyah', 'Carroll', '09700166582', 'jillian26@example.net', '141072406', '2014-03-28 05:48:23', '2007-08-02 04:12:58', 'atque'),
(5, 9, 9, 'Milton', 'Vaughn', 'Christiansen', '171-642-5684', 'lhartmann@example.org', '', '1973-05-19 19:12:46', '2007-11-28 12:50:21', 'laborum'),
(6, 6, 3, 'Stanford', 'Mona', 'Rogahn', '436.613.7683', 'skassulke@example.net', '248', '1997-03-20 16:47:25', '2016-04-09 12:27:04', 'qui'),
(7, 15, 3, 'Frida', 'Aisha', 'Huel', '1-879-796-8987x164', 'baumbach.lucious@example.org', '668', '2018-03-13 09:56:22', '1997-11-16 08:54:33', 'dolorum'),
(8, 1, 5, 'Delaney', 'Judd', 'Ankunding', '03174364122', 'dell43@example.net', '402', '1982-02-14 08:46:35', '2004-12-08 05:29:11', 'voluptatem'),
(9, 2, 15, 'Reva', 'Golda', 'Osinski', '(507)365-8405', 'qo''kon@example.com', '39', '2017-01-04 08:10:25', '1990-09-01 05:03:27', 'nesciunt'),
(10, 15, 14, 'Helga', 'Cleve', 'Mohr', '677.401.9382', 'nya.lesch@example.net', '43', '2009-09-25 00:14:25', '2017-07-09 21:38:43', 'rerum'),
(11, 14, 4, 'Gregg', 'Mossie', 'Schuppe', '(462)246-7921', 'nbruen@example.org', '494', '1989-05-24 23:31:29', '1975-10-09 00:49:27', 'omnis'),
(12, 14, 9, 'Orrin', 'Neal', 'Kemmer', '(982)153-1469x1733', 'beth42@example.org', '6274274', '2005-12-15 08:42:10', '2006-08-04 17:26:49', 'non'),
(13, 9, 8, 'Deon', 'Brooklyn', 'Weimann', '(213)445-0399x85208', 'jhuel@example.com', '68095', '1986-02-24 21:12:23', '2014-05-30 23:32:02', 'assumenda'),
(14, 12, 11, 'Jordy', 'Osborne', 'Rempel', '(605)919-3594x3661', 'gracie29@example.com', '34458427', '2004-12-24 12:36:46', '1999-08-24 00:07:10', 'et'),
(15, 2, 9, 'Jett', 'Alberta', 'Jaskolski', '877.549.9067x8723', 'mya88@example.org', '156', '1982-06-19 13:15:18', '1982-06-11 00:25:39', 'omnis');

INSERT INTO student_enrolment (student_enrolment_id, degree_program_id, semester_id, student_id, other_details) VALUES
(1, 12, 13, 14, NULL),
(2, 4, 2, 9, NULL),
(3, 10, 2, 7, NULL),
(4, 4, 15, 9, NULL),
(5, 5, 1, 14, NULL),
(6, 3, 13, 1, NULL),
(7, 9, 9, 4, NULL),
(8, 8, 5, 12, NULL),
(9, 12, 6, 7, NULL),
(10, 11, 2, 7, NULL),
(11, 10, 13, 4, NULL),
(12, 9, 2, 5, NULL),
(13, 2, 12, 6, NULL),
(14, 9, 15, 6, NULL),
(15, 2, 4, 6, NULL);

INSERT INTO student_enrolment_courses (student_course_id, course_id, student_enrolment_id) VALUES
(0, 6, 2),
(1, 6, 8),
(2, 14, 5),
(7, 11, 5),
(8, 2, 5),
(76, 10, 13),
(96, 2, 4),
(9860, 14, 10),
(438800, 3, 4),
(604750, 4, 6),
(681404, 10, 4),
(28982908, 8, 9),
(45105806, 13, 14),
(70882679, 13, 9),
(83814225, 12, 14);

INSERT INTO transcripts (transcript_id, transcript_date, other_details) VALUES
(1, '1988-04-30 01:19:47', NULL),
(2, '1975-10-28 15:16:51', NULL),
(3, '1984-12-19 00:37:21', NULL),
(4, '1999-01-06 20:06:46', NULL),
(5, '2013-06-30 13:01:40', NULL),
(6, '2010-12-13 10:55:15', NULL),
(7, '1990-03-05 11:59:41', NULL),
(8, '1975-05-06 12:04:47', NULL),
(9, '1984-01-18 23:07:07', NULL),
(10, '1975-05-20 18:31:21', NULL),
(11, '1986-07-12 07:27:29', NULL),
(12, '1985-08-21 09:32:39', NULL),
(13, '1985-04-29 01:20:20', NULL),
(14, '2002-09-24 06:11:49', NULL),
(15, '1998-11-22 12:18:29', NULL);

INSERT INTO transcript_contents (student_course_id, transcript_id) VALUES
(0, 2),
(96, 8),
(76, 9),
(7, 4),
(0, 15),
(76, 15),
(0, 6),
(96, 13),
(76, 12),
(28982908, 11),
(2, 8),
(0, 5),
(8, 5),
(45105806, 8),
(70882679, 6);

ALTER TABLE degree_programs ADD CONSTRAINT degree_programs_fk1 FOREIGN KEY (department_id) REFERENCES departments (department_id);

ALTER TABLE sections ADD CONSTRAINT sections_fk1 FOREIGN KEY (course_id) REFERENCES courses (course_id);

ALTER TABLE students ADD CONSTRAINT students_fk1 FOREIGN KEY (current_address_id) REFERENCES addresses (address_id);

ALTER TABLE students ADD CONSTRAINT students_fk2 FOREIGN KEY (permanent_address_id) REFERENCES addresses (address_id);

ALTER TABLE student_enrolment ADD CONSTRAINT student_enrolment_fk1 FOREIGN KEY (degree_program_id) REFERENCES degree_programs (degree_program_id);

ALTER TABLE student_enrolment ADD CONSTRAINT student_enrolment_fk2 FOREIGN KEY (semester_id) REFERENCES semesters (semester_id);

ALTER TABLE student_enrolment ADD CONSTRAINT student_enrolment_fk3 FOREIGN KEY (student_id) REFERENCES students (student_id);

ALTER TABLE student_enrolment_courses ADD CONSTRAINT student_enrolment_courses_fk1 FOREIGN KEY (course_id) REFERENCES courses (course_id);

ALTER TABLE student_enrolment_courses ADD CONSTRAINT student_enrolment_courses_fk2 FOREIGN KEY (student_enrolment_id) REFERENCES student_enrolment (student_enrolment_id);

ALTER TABLE transcript_contents ADD CONSTRAINT transcript_contents_fk1 FOREIGN KEY (student_course_id) REFERENCES student_enrolment_courses (student_course_id);

ALTER TABLE transcript_contents ADD CONSTRAINT transcript_contents_fk2 FOREIGN KEY (transcript_id) REFERENCES transcripts (transcript_id);
