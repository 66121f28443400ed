-- course_teaching: Courses, teachers and which teacher teaches which course to which grade.
-- Converted from the Spider text-to-SQL dataset's `course_teach` database (Yale LILY, CC BY-SA 4.0);
-- rows from database/course_teach/course_teach.sqlite of github.com/LeLuven/MachineSpider (commit fec4cdd7c9954caaa8c88e3897b763302103d5a0),
-- with Spider's English names. This file is CC BY-SA 4.0. See course_teaching.md.
-- MariaDB 10.11: Spider capitalisation of names kept.

CREATE TABLE course (
  Course_ID int NOT NULL,
  Staring_Date varchar(20),
  Course text,
  PRIMARY KEY (Course_ID)
);

CREATE TABLE teacher (
  Teacher_ID int NOT NULL,
  Name text,
  Age int,
  Hometown text,
  PRIMARY KEY (Teacher_ID)
);

CREATE TABLE course_arrange (
  Course_ID int NOT NULL,
  Teacher_ID int NOT NULL,
  Grade int NOT NULL,
  PRIMARY KEY (Course_ID, Teacher_ID, Grade)
);

INSERT INTO course (Course_ID, Staring_Date, Course) VALUES
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

INSERT INTO teacher (Teacher_ID, Name, Age, Hometown) VALUES
  (1, 'Joseph Huts', 32, 'Blackrod Urban District'),
  (2, 'Gustaaf Deloor', 29, 'Bolton County Borough'),
  (3, 'Vicente Carretero', 26, 'Farnworth Municipal Borough'),
  (4, 'John Deloor', 33, 'Horwich Urban District'),
  (5, 'Kearsley Brown', 45, 'Kearsley Urban District'),
  (6, 'Anne Walker', 41, 'Little Lever Urban District'),
  (7, 'Lucy Wong', 39, 'Turton Urban District');

INSERT INTO course_arrange (Course_ID, Teacher_ID, Grade) VALUES
  (2, 5, 1),
  (2, 3, 3),
  (3, 2, 5),
  (4, 6, 7),
  (5, 6, 1),
  (10, 7, 4);

ALTER TABLE course_arrange ADD FOREIGN KEY (Course_ID) REFERENCES course (Course_ID);
ALTER TABLE course_arrange ADD FOREIGN KEY (Teacher_ID) REFERENCES teacher (Teacher_ID);
