-- party_events: a party organisation's records of 5 regions (name, a date in July 2002, label, format, catalogue
--   number), 5 parties (minister, years the minister took and left office, region, party name), 15 members (name,
--   party, years in office as text such as '1994–present') and 8 party events (event name, party, member in charge).
-- Source: the Spider text-to-SQL dataset's party_people database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/party_people/party_people.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/party_people/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's lower-case table names (region, party, member, party_events) and mixed-case
--   columns (Region_ID, Region_name, Date, Label, Format, Catalogue, Party_ID, Minister, Took_office, Left_office,
--   Party_name, Member_ID, Member_Name, In_office, Event_ID, Event_Name, Member_in_charge_ID) written WITHOUT
--   quotes, so PostgreSQL folds every name to lower case (region_id, took_office, member_in_charge_id). Types: Date
--   (text such as '1 July 2002' in Spider, every value a valid day) as date; Took_office and Left_office (text in
--   Spider, four-digit years only) as integer; member.Party_ID (text in Spider, whole numbers referring to
--   party.Party_ID, an int) as integer; In_office stays text; the rest as in Spider (integer, text). NOT NULL added
--   to primary-key columns. Keys as in Spider; the four foreign keys are added after the rows (every row satisfies
--   them).


CREATE TABLE region (
  region_id integer NOT NULL,
  region_name text,
  date date,
  label text,
  format text,
  catalogue text,
  PRIMARY KEY (region_id)
);

CREATE TABLE party (
  party_id integer NOT NULL,
  minister text,
  took_office integer,
  left_office integer,
  region_id integer,
  party_name text,
  PRIMARY KEY (party_id)
);

CREATE TABLE member (
  member_id integer NOT NULL,
  member_name text,
  party_id integer,
  in_office text,
  PRIMARY KEY (member_id)
);

CREATE TABLE party_events (
  event_id integer NOT NULL,
  event_name text,
  party_id integer,
  member_in_charge_id integer,
  PRIMARY KEY (event_id)
);

INSERT INTO region (region_id, region_name, date, label, format, catalogue) VALUES
(1, 'United Kingdom', '2002-07-01', 'Parlophone', 'CD', '540 3622'),
(2, 'United Kingdom', '2002-07-01', 'Parlophone', '2× LP', '539 9821'),
(3, 'Japan', '2002-07-03', 'Toshiba-EMI', 'CD', 'TOCP-66045'),
(4, 'United States', '2002-07-16', 'Astralwerks', 'CD', 'ASW 40362'),
(5, 'United States', '2002-07-16', 'Astralwerks', 'CD digipak', 'ASW 40522');

INSERT INTO party (party_id, minister, took_office, left_office, region_id, party_name) VALUES
(1, 'Dr. Kwame Nkrumah (MP)', 1957, 1958, 1, 'Convention Peoples Party'),
(2, 'Kojo Botsio (MP)', 1958, 1959, 2, 'Progress Party'),
(3, 'Ebenezer Ako-Adjei (MP)', 1959, 1960, 3, '3'),
(4, 'Imoru Egala (MP)', 1960, 1961, 4, 'Convention Union Party'),
(5, 'Ebenezer Ako-Adjei (MP)', 1961, 1962, 5, 'Sinefine Party');

INSERT INTO member (member_id, member_name, party_id, in_office) VALUES
(1, 'Hon Tony Abbott', 3, '1994–present'),
(2, 'Hon Dick Adams', 2, '1993–2013'),
(3, 'Anthony Albanese', 2, '1996–present'),
(4, 'Hon John Anderson', 1, '1989–2007'),
(5, 'Peter Andren', 3, '1996–2007'),
(6, 'Hon Kevin Andrews', 3, '1991–present'),
(7, 'Hon Fran Bailey', 3, '1990–1993, 1996–2010'),
(8, 'Hon Bruce Baird', 3, '2001–2007'),
(9, 'Mark Baker', 3, '2004–2007'),
(10, 'Hon Bob Baldwin', 3, '2001–present'),
(11, 'Phil Barresi', 3, '1996–2007'),
(12, 'Kerry Bartlett', 1, '1996–2007'),
(13, 'Hon Kim Beazley', 2, '1980–2007'),
(14, 'Hon Arch Bevis', 2, '1990–2010'),
(15, 'Hon Bruce Billson', 3, '1996–present');

INSERT INTO party_events (event_id, event_name, party_id, member_in_charge_id) VALUES
(1, 'Annaual Meeting', 1, 4),
(2, 'Conference', 1, 12),
(3, 'Annaual Meeting', 2, 2),
(4, 'Budget Meeting', 2, 3),
(5, 'Annaual Meeting', 3, 10),
(6, 'Election Meeting', 3, 11),
(7, 'Budget Meeting', 3, 15),
(8, 'Election Meeting', 1, 4);

ALTER TABLE party ADD CONSTRAINT party_fk1 FOREIGN KEY (region_id) REFERENCES region (region_id);

ALTER TABLE member ADD CONSTRAINT member_fk1 FOREIGN KEY (party_id) REFERENCES party (party_id);

ALTER TABLE party_events ADD CONSTRAINT party_events_fk1 FOREIGN KEY (party_id) REFERENCES party (party_id);

ALTER TABLE party_events ADD CONSTRAINT party_events_fk2 FOREIGN KEY (member_in_charge_id) REFERENCES member (member_id);
