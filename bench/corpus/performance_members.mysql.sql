-- performance_members: a string ensemble's concert log: 11 members (name, nationality, role in the ensemble),
--   6 performances in February (a day written as month and day without a year, host, venue, attendance) and 8
--   records of which member played at which performance and how many pieces they played.
-- Source: the Spider text-to-SQL dataset's performance_attendance database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/performance_attendance/performance_attendance.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/performance_attendance/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (member, performance, member_attendance; Member_ID,
--   Performance_ID, Num_of_Pieces, Date, ...); no name needs backquotes. Types: member.Member_ID (text '1'..'11' in
--   Spider, referenced by an int column) as int; Performance_ID (real, whole numbers) as int; Date stays text (month
--   and day without a year); the rest as in Spider (int, text). NOT NULL added to primary-key columns. Keys as in
--   Spider; foreign keys added after the rows.


CREATE TABLE member (
  Member_ID int NOT NULL,
  Name text,
  Nationality text,
  Role text,
  PRIMARY KEY (Member_ID)
);

CREATE TABLE performance (
  Performance_ID int NOT NULL,
  Date text,
  Host text,
  Location text,
  Attendance int,
  PRIMARY KEY (Performance_ID)
);

CREATE TABLE member_attendance (
  Member_ID int NOT NULL,
  Performance_ID int NOT NULL,
  Num_of_Pieces int,
  PRIMARY KEY (Member_ID, Performance_ID)
);

INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (1, 'Wilfredo Ruiz', 'Uruguay', 'Prime Violin');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (2, 'Luis González', 'Argentina', 'Violin');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (3, 'Héctor Campana', 'Argentina', 'Violin');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (4, 'Héctor Campana', 'Argentina', 'Violin');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (5, 'Juan Espil', 'Argentina', 'Viola');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (6, 'Andrew Moten', 'United States', 'Viola');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (7, 'Charlie Burke', 'United States', 'Viola');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (8, 'Corey Allen', 'United States', 'Cello');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (9, 'John Eubanks', 'United States', 'Cello');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (10, 'Joshua Pittman', 'United States', 'Bass');
INSERT INTO member (Member_ID, Name, Nationality, Role) VALUES (11, 'Joseph Bunn', 'United States', 'Bass');

INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (1, 'February 2', 'Boston Bruins', 'TD Garden', 165);
INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (2, 'February 4', 'New York Rangers', 'Madison Square Garden', 1820);
INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (3, 'February 5', 'Atlanta Thrashers', 'Verizon Center', 1878);
INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (4, 'February 7', 'Pittsburgh Penguins', 'Verizon Center', 1877);
INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (5, 'February 10', 'Montreal Canadiens', 'Bell Centre', 2173);
INSERT INTO performance (Performance_ID, Date, Host, Location, Attendance) VALUES (6, 'February 11', 'Ottawa Senators', 'Scotiabank Place', 1982);

INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (11, 3, 2);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (7, 2, 3);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (4, 6, 4);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (2, 1, 1);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (3, 1, 1);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (4, 3, 2);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (5, 1, 2);
INSERT INTO member_attendance (Member_ID, Performance_ID, Num_of_Pieces) VALUES (1, 4, 4);

ALTER TABLE member_attendance ADD CONSTRAINT member_attendance_fk1 FOREIGN KEY (Member_ID) REFERENCES member (Member_ID);
ALTER TABLE member_attendance ADD CONSTRAINT member_attendance_fk2 FOREIGN KEY (Performance_ID) REFERENCES performance (Performance_ID);
