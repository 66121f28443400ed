-- course_teaching: Courses, teachers and which teacher teaches which course to which grade.
-- Converted from the Spider text-to-SQL dataset's `course_teach` database (Yale LILY, CC BY-SA 4.0);
-- rows from database/course_teach/course_teach.sqlite of github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0),
-- with Spider's English names. This file is CC BY-SA 4.0. See course_teaching.md.
-- PostgreSQL: names unquoted, so they fold to lower case.

CREATE TABLE course (
  course_id integer NOT NULL,
  staring_date varchar(20),
  course text,
  PRIMARY KEY (course_id)
);

CREATE TABLE teacher (
  teacher_id integer NOT NULL,
  name text,
  age integer,
  hometown text,
  PRIMARY KEY (teacher_id)
);

CREATE TABLE course_arrange (
  course_id integer NOT NULL,
  teacher_id integer NOT NULL,
  grade integer NOT NULL,
  PRIMARY KEY (course_id, teacher_id, grade)
);

INSERT INTO course (course_id, staring_date, course) VALUES
  (1, '5 May', 'Language Arts'),
  (2, '6 May', 'Math'),
  (3, '7 May', 'Science'),
  (4, '9 May', 'History'),
  (5, '10 May', 'Bible'),
  (6, '11 May', 'Geography'),
  (7, '13 May', 'Sports'),
  (8, '14 May', 'French'),
  (9, '15 May', 'Health'),
  (10, '17 May', 'Music');

INSERT INTO teacher (teacher_id, name, age, hometown) VALUES
  (1, 'Joseph Huts', 32, 'Blackrod Urban District'),
  (2, 'Gustaaf Deloor', 29, 'Bolton County Borough'),
  (3, 'Vicente Carretero', 26, 'Farnworth Municipal Borough'),
  (4, 'John Deloor', 33, 'Horwich Urban District'),
  (5, 'Kearsley Brown', 45, 'Kearsley Urban District'),
  (6, 'Anne Walker', 41, 'Little Lever Urban District'),
  (7, 'Lucy Wong', 39, 'Turton Urban District');

INSERT INTO course_arrange (course_id, teacher_id, grade) VALUES
  (2, 5, 1),
  (2, 3, 3),
  (3, 2, 5),
  (4, 6, 7),
  (5, 6, 1),
  (10, 7, 4);

ALTER TABLE course_arrange ADD FOREIGN KEY (course_id) REFERENCES course (course_id);
ALTER TABLE course_arrange ADD FOREIGN KEY (teacher_id) REFERENCES teacher (teacher_id);
