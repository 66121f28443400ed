-- news_desk: a news desk's coverage log: 5 events (date, venue, name, attendance), 11 journalists (name,
--   nationality, age, years working) and 7 news reports (which journalist covered which event, and the kind of
--   work: Screening, Music or Host).
-- Source: the Spider text-to-SQL dataset's news_report database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/news_report/news_report.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See news_desk.md.
-- Converted for PostgreSQL: Spider's mixed names (tables event, journalist, news_report; Event_ID, Date, Venue,
--   Name, Event_Attendance, journalist_ID, Nationality, Age, Years_working, Work_Type) written WITHOUT quotes, so
--   PostgreSQL folds every name to lower case. Types: event.Date (text '13 October 2008', every value a full date) as
--   date ('2008-10-13'); journalist.Age (text, every value a whole number) as integer; other ints as integer, texts
--   as varchar. NOT NULL added to primary-key columns. Keys as in Spider (news_report keyed by journalist_ID,
--   Event_ID); the foreign keys (news_report.journalist_ID -> journalist, news_report.Event_ID -> event) are added
--   after the rows (every row satisfies them).

CREATE TABLE event (
  event_id integer NOT NULL,
  date date,
  venue varchar(30),
  name varchar(40),
  event_attendance integer,
  PRIMARY KEY (event_id)
);

CREATE TABLE journalist (
  journalist_id integer NOT NULL,
  name varchar(40),
  nationality varchar(30),
  age integer,
  years_working integer,
  PRIMARY KEY (journalist_id)
);

CREATE TABLE news_report (
  journalist_id integer NOT NULL,
  event_id integer NOT NULL,
  work_type varchar(20),
  PRIMARY KEY (journalist_id, event_id)
);

INSERT INTO event (event_id, date, venue, name, event_attendance) VALUES
  (1, '2008-10-13', 'Marathon', 'Olympia Games Openning', 6650),
  (2, '2007-10-11', 'Victoria', 'Government Hearing', 369),
  (3, '2010-10-07', 'Motagua', 'Public Debating', 1675),
  (4, '2018-06-20', 'Platense', 'Global Awarding', 2356),
  (5, '2014-04-09', 'Hispano', 'Special Exhibition', 225);

INSERT INTO journalist (journalist_id, name, nationality, age, years_working) VALUES
  (1, 'Herbert Swindells', 'England', 37, 10),
  (2, 'Fred Keenor', 'Wales', 27, 5),
  (3, 'George Gilchrist', 'England', 28, 6),
  (4, 'Jackie Waring', 'England', 43, 21),
  (5, 'Fred Chandler', 'England', 34, 6),
  (6, 'Ray Ferris', 'Northern Ireland', 29, 3),
  (7, 'John Meaney', 'England', 28, 7),
  (8, 'Tony Waddington', 'England', 43, 12),
  (9, 'Jack Meaney', 'England', 37, 8),
  (10, 'Frank Mitcheson', 'England', 33, 9),
  (11, 'Tom Briggs', 'England', 25, 1);

INSERT INTO news_report (journalist_id, event_id, work_type) VALUES
  (1, 3, 'Screening'),
  (11, 5, 'Screening'),
  (6, 1, 'Screening'),
  (4, 2, 'Music'),
  (7, 5, 'Music'),
  (4, 1, 'Host'),
  (8, 4, 'Host');

ALTER TABLE news_report ADD CONSTRAINT fk_news_report_journalist_id FOREIGN KEY (journalist_id) REFERENCES journalist (journalist_id);
ALTER TABLE news_report ADD CONSTRAINT fk_news_report_event_id FOREIGN KEY (event_id) REFERENCES event (event_id);
