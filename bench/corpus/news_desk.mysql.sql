-- news_desk: a news desk's coverage log: 5 events (date, venue, name, attendance), 11 journalists (name,
--   nationality, age, years working) and 7 news reports (which journalist covered which event, and the kind of
--   work: Screening, Music or Host).
-- Source: the Spider text-to-SQL dataset's news_report database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/news_report/news_report.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too. See news_desk.md.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (event, journalist, news_report; Event_ID, Date,
--   Venue, Name, Event_Attendance, journalist_ID, Nationality, Age, Years_working, Work_Type); no name needs
--   backquotes. Types: event.Date (text '13 October 2008') as date ('2008-10-13'); journalist.Age (text) as int;
--   texts as varchar. NOT NULL added to primary-key columns. Keys as in Spider; the foreign keys are added after
--   the rows.

SET NAMES utf8mb4;

CREATE TABLE event (
  Event_ID int NOT NULL,
  Date date,
  Venue varchar(30),
  Name varchar(40),
  Event_Attendance int,
  PRIMARY KEY (Event_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE journalist (
  journalist_ID int NOT NULL,
  Name varchar(40),
  Nationality varchar(30),
  Age int,
  Years_working int,
  PRIMARY KEY (journalist_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE news_report (
  journalist_ID int NOT NULL,
  Event_ID int NOT NULL,
  Work_Type varchar(20),
  PRIMARY KEY (journalist_ID, Event_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO event (Event_ID, Date, Venue, Name, Event_Attendance) VALUES
  (1, '2008-10-13', 'Marathon', 'Olympia Games Openning', 6650),
  (2, '2007-10-11', 'Victoria', 'Government Hearing', 369),
  (3, '2010-10-07', 'Motagua', 'Public Debating', 1675),
  (4, '2018-06-20', 'Platense', 'Global Awarding', 2356),
  (5, '2014-04-09', 'Hispano', 'Special Exhibition', 225);

INSERT INTO journalist (journalist_ID, Name, Nationality, Age, Years_working) VALUES
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

INSERT INTO news_report (journalist_ID, Event_ID, Work_Type) VALUES
  (1, 3, 'Screening'),
  (11, 5, 'Screening'),
  (6, 1, 'Screening'),
  (4, 2, 'Music'),
  (7, 5, 'Music'),
  (4, 1, 'Host'),
  (8, 4, 'Host');

ALTER TABLE news_report ADD CONSTRAINT fk_news_report_journalist_id FOREIGN KEY (journalist_ID) REFERENCES journalist (journalist_ID);
ALTER TABLE news_report ADD CONSTRAINT fk_news_report_event_id FOREIGN KEY (Event_ID) REFERENCES event (Event_ID);
