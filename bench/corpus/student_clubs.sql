-- student_clubs: a university's student clubs: 34 students (surname, first name, age, sex, major code, advisor
--   number, home city code), 4 clubs (name, description, location code) and 4 club memberships (student, club and the
--   position the student holds in the club).
-- Source: the Spider text-to-SQL dataset's club_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/club_1/club_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/club_1/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's CamelCase names (Student, Club, Member_of_club; StuID, LName, Fname, Age, Sex,
--   Major, Advisor, city_code, ClubID, ClubName, ClubDesc, ClubLocation, Position) written WITHOUT quotes, so
--   PostgreSQL folds every name to lower case (student, member_of_club, stuid, lname, clubname, clublocation).
--   Types as in Spider (INTEGER as integer, VARCHAR(n) as varchar(n)); Major and Advisor are bare numeric codes with
--   no table naming them. NOT NULL added to the primary-key columns. Keys as in Spider: primary keys on
--   Student.StuID and Club.ClubID (Member_of_club has none in Spider, and none is added); foreign keys
--   Member_of_club.StuID -> Student and Member_of_club.ClubID -> Club added after the rows (every row satisfies them).

CREATE TABLE student (
  stuid integer NOT NULL,
  lname varchar(12),
  fname varchar(12),
  age integer,
  sex varchar(1),
  major integer,
  advisor integer,
  city_code varchar(3),
  PRIMARY KEY (stuid)
);

CREATE TABLE club (
  clubid integer NOT NULL,
  clubname varchar(40),
  clubdesc varchar(1024),
  clublocation varchar(40),
  PRIMARY KEY (clubid)
);

CREATE TABLE member_of_club (
  stuid integer,
  clubid integer,
  position varchar(40)
);

INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1001, 'Smith', 'Linda', 18, 'F', 600, 1121, 'BAL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1002, 'Kim', 'Tracy', 19, 'F', 600, 7712, 'HKG');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1003, 'Jones', 'Shiela', 21, 'F', 600, 7792, 'WAS');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1004, 'Kumar', 'Dinesh', 20, 'M', 600, 8423, 'CHI');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1005, 'Gompers', 'Paul', 26, 'M', 600, 1121, 'YYZ');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1006, 'Schultz', 'Andy', 18, 'M', 600, 1148, 'BAL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1007, 'Apap', 'Lisa', 18, 'F', 600, 8918, 'PIT');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1008, 'Nelson', 'Jandy', 20, 'F', 600, 9172, 'BAL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1009, 'Tai', 'Eric', 19, 'M', 600, 2192, 'YYZ');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1010, 'Lee', 'Derek', 17, 'M', 600, 2192, 'HOU');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1011, 'Adams', 'David', 22, 'M', 600, 1148, 'PHL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1012, 'Davis', 'Steven', 20, 'M', 600, 7723, 'PIT');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1014, 'Norris', 'Charles', 18, 'M', 600, 8741, 'DAL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1015, 'Lee', 'Susan', 16, 'F', 600, 8721, 'HKG');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1016, 'Schwartz', 'Mark', 17, 'M', 600, 2192, 'DET');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1017, 'Wilson', 'Bruce', 27, 'M', 600, 1148, 'LON');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1018, 'Leighton', 'Michael', 20, 'M', 600, 1121, 'PIT');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1019, 'Pang', 'Arthur', 18, 'M', 600, 2192, 'WAS');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1020, 'Thornton', 'Ian', 22, 'M', 520, 7271, 'NYC');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1021, 'Andreou', 'George', 19, 'M', 520, 8722, 'NYC');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1022, 'Woods', 'Michael', 17, 'M', 540, 8722, 'PHL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1023, 'Shieber', 'David', 20, 'M', 520, 8722, 'NYC');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1024, 'Prater', 'Stacy', 18, 'F', 540, 7271, 'BAL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1025, 'Goldman', 'Mark', 18, 'M', 520, 7134, 'PIT');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1026, 'Pang', 'Eric', 19, 'M', 520, 7134, 'HKG');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1027, 'Brody', 'Paul', 18, 'M', 520, 8723, 'LOS');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1028, 'Rugh', 'Eric', 20, 'M', 550, 2311, 'ROC');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1029, 'Han', 'Jun', 17, 'M', 100, 2311, 'PEK');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1030, 'Cheng', 'Lisa', 21, 'F', 550, 2311, 'SFO');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1031, 'Smith', 'Sarah', 20, 'F', 550, 8772, 'PHL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1032, 'Brown', 'Eric', 20, 'M', 550, 8772, 'ATL');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1033, 'Simms', 'William', 18, 'M', 550, 8772, 'NAR');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1034, 'Epp', 'Eric', 18, 'M', 50, 5718, 'BOS');
INSERT INTO student (stuid, lname, fname, age, sex, major, advisor, city_code) VALUES (1035, 'Schmidt', 'Sarah', 26, 'F', 50, 5718, 'WAS');

INSERT INTO club (clubid, clubname, clubdesc, clublocation) VALUES (1, 'Bootup Baltimore', 'Refurbish computers; teach kids and adults about computer basics.', 'AKW');
INSERT INTO club (clubid, clubname, clubdesc, clublocation) VALUES (2, 'Hopkins Student Enterprises', 'Venture capital fund for student business.', 'AKW');
INSERT INTO club (clubid, clubname, clubdesc, clublocation) VALUES (3, 'Pen and Paper Gaming', 'Play pen and paper games on campus.', 'HHH');
INSERT INTO club (clubid, clubname, clubdesc, clublocation) VALUES (4, 'Tennis Club', 'A competitive tennis club.', 'AKW');

INSERT INTO member_of_club (stuid, clubid, position) VALUES (1001, 1, 'President');
INSERT INTO member_of_club (stuid, clubid, position) VALUES (1007, 4, 'Vice-President');
INSERT INTO member_of_club (stuid, clubid, position) VALUES (1008, 2, 'CTO');
INSERT INTO member_of_club (stuid, clubid, position) VALUES (1010, 1, 'Teaching Coordinator');

ALTER TABLE member_of_club ADD FOREIGN KEY (stuid) REFERENCES student (stuid);
ALTER TABLE member_of_club ADD FOREIGN KEY (clubid) REFERENCES club (clubid);
