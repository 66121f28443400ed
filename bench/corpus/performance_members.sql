-- performance_members: a string ensemble's concert log: 11 members (name, nationality, role in the ensemble),
--   6 performances in February (a day written as month and day without a year, host, venue, attendance) and 8
--   records of which member played at which performance and how many pieces they played.
-- Source: the Spider text-to-SQL dataset's performance_attendance database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/performance_attendance/performance_attendance.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/performance_attendance/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (member, performance, member_attendance) and
--   Capitalised_Snake_Case columns (Member_ID, Name, Nationality, Role, Performance_ID, Date, Host, Location,
--   Attendance, Num_of_Pieces) written WITHOUT quotes, so PostgreSQL folds every name to lower case. Types:
--   member.Member_ID (text in Spider, but holding '1'..'11' and referenced by the integer
--   member_attendance.Member_ID) as integer; performance.Performance_ID (real in Spider, whole numbers 1..6) as
--   integer; Date stays text because its values ('February 2') have no year; the rest as in Spider (integer, text).
--   NOT NULL added to primary-key columns. Keys as in Spider; the two foreign keys are added after the rows (every
--   row satisfies them).


CREATE TABLE member (
  member_id integer NOT NULL,
  name text,
  nationality text,
  role text,
  PRIMARY KEY (member_id)
);

CREATE TABLE performance (
  performance_id integer NOT NULL,
  date text,
  host text,
  location text,
  attendance integer,
  PRIMARY KEY (performance_id)
);

CREATE TABLE member_attendance (
  member_id integer NOT NULL,
  performance_id integer NOT NULL,
  num_of_pieces integer,
  PRIMARY KEY (member_id, performance_id)
);

INSERT INTO member (member_id, name, nationality, role) VALUES (1, 'Wilfredo Ruiz', 'Uruguay', 'Prime Violin');
INSERT INTO member (member_id, name, nationality, role) VALUES (2, 'Luis González', 'Argentina', 'Violin');
INSERT INTO member (member_id, name, nationality, role) VALUES (3, 'Héctor Campana', 'Argentina', 'Violin');
INSERT INTO member (member_id, name, nationality, role) VALUES (4, 'Héctor Campana', 'Argentina', 'Violin');
INSERT INTO member (member_id, name, nationality, role) VALUES (5, 'Juan Espil', 'Argentina', 'Viola');
INSERT INTO member (member_id, name, nationality, role) VALUES (6, 'Andrew Moten', 'United States', 'Viola');
INSERT INTO member (member_id, name, nationality, role) VALUES (7, 'Charlie Burke', 'United States', 'Viola');
INSERT INTO member (member_id, name, nationality, role) VALUES (8, 'Corey Allen', 'United States', 'Cello');
INSERT INTO member (member_id, name, nationality, role) VALUES (9, 'John Eubanks', 'United States', 'Cello');
INSERT INTO member (member_id, name, nationality, role) VALUES (10, 'Joshua Pittman', 'United States', 'Bass');
INSERT INTO member (member_id, name, nationality, role) VALUES (11, 'Joseph Bunn', 'United States', 'Bass');

INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (1, 'February 2', 'Boston Bruins', 'TD Garden', 165);
INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (2, 'February 4', 'New York Rangers', 'Madison Square Garden', 1820);
INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (3, 'February 5', 'Atlanta Thrashers', 'Verizon Center', 1878);
INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (4, 'February 7', 'Pittsburgh Penguins', 'Verizon Center', 1877);
INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (5, 'February 10', 'Montreal Canadiens', 'Bell Centre', 2173);
INSERT INTO performance (performance_id, date, host, location, attendance) VALUES (6, 'February 11', 'Ottawa Senators', 'Scotiabank Place', 1982);

INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (11, 3, 2);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (7, 2, 3);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (4, 6, 4);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (2, 1, 1);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (3, 1, 1);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (4, 3, 2);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (5, 1, 2);
INSERT INTO member_attendance (member_id, performance_id, num_of_pieces) VALUES (1, 4, 4);

ALTER TABLE member_attendance ADD CONSTRAINT member_attendance_fk1 FOREIGN KEY (member_id) REFERENCES member (member_id);
ALTER TABLE member_attendance ADD CONSTRAINT member_attendance_fk2 FOREIGN KEY (performance_id) REFERENCES performance (performance_id);
