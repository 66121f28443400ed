-- county_services: a county office's register of service events: 4 services (Marriage, Death Proof, Birth Proof,
--   Property Change), 15 events (each for one service, with its outcome, Success or Fail), 15 people (each an
--   Organizer or a Participant, with a name) and 18 links saying who took part in which event.
-- Source: the Spider text-to-SQL dataset's local_govt_in_alabama database (Yale LILY,
--   https://yale-lily.github.io/spider); datasets/spider/database/local_govt_in_alabama/local_govt_in_alabama.sqlite
--   of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is
--   unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables Services, Participants, Events, Participants_in_Events; columns
--   Service_ID, Service_Type_Code, Participant_ID, Participant_Type_Code, Participant_Details, Event_ID,
--   Event_Details) written WITHOUT quotes, so PostgreSQL folds every name to lower case. Types: the CHAR(15) codes as
--   varchar(15) (so they are not padded with spaces); VARCHAR(255) and INTEGER kept. NOT NULL as in Spider. Keys as in
--   Spider (Participants_in_Events keyed by Event_ID, Participant_ID); the foreign keys (Events.Service_ID ->
--   Services, Participants_in_Events.Participant_ID -> Participants, Participants_in_Events.Event_ID -> Events) are
--   added after the rows (every row satisfies them).

CREATE TABLE services (
  service_id integer NOT NULL,
  service_type_code varchar(15) NOT NULL,
  PRIMARY KEY (service_id)
);

CREATE TABLE participants (
  participant_id integer NOT NULL,
  participant_type_code varchar(15) NOT NULL,
  participant_details varchar(255),
  PRIMARY KEY (participant_id)
);

CREATE TABLE events (
  event_id integer NOT NULL,
  service_id integer NOT NULL,
  event_details varchar(255),
  PRIMARY KEY (event_id)
);

CREATE TABLE participants_in_events (
  event_id integer NOT NULL,
  participant_id integer NOT NULL,
  PRIMARY KEY (event_id, participant_id)
);

INSERT INTO services (service_id, service_type_code) VALUES
  (2, 'Marriage'),
  (5, 'Death Proof'),
  (6, 'Birth Proof'),
  (8, 'Property Change');

INSERT INTO participants (participant_id, participant_type_code, participant_details) VALUES
  (9, 'Organizer', 'Karlee Batz'),
  (26, 'Organizer', 'Vilma Schinner'),
  (28, 'Organizer', 'Lupe Deckow'),
  (36, 'Organizer', 'Kenyatta Kuhn'),
  (37, 'Participant', 'Miss Kaci Lebsack'),
  (38, 'Organizer', 'Macy Mayer DDS'),
  (60, 'Participant', 'Dewitt Walter'),
  (63, 'Participant', 'Prof. Michelle Maggio Jr.'),
  (64, 'Participant', 'Dr. Jaydon Renner'),
  (66, 'Participant', 'Justyn Lebsack'),
  (75, 'Participant', 'Berniece Weimann'),
  (86, 'Organizer', 'Neil Blick'),
  (90, 'Participant', 'Dedrick Ebert'),
  (96, 'Organizer', 'Miss Joyce Cremin'),
  (98, 'Participant', 'Dr. Kris Deckow');

INSERT INTO events (event_id, service_id, event_details) VALUES
  (3, 5, 'Success'),
  (8, 8, 'Success'),
  (13, 8, 'Fail'),
  (16, 2, 'Fail'),
  (17, 5, 'Fail'),
  (38, 6, 'Fail'),
  (40, 6, 'Fail'),
  (43, 8, 'Fail'),
  (48, 8, 'Fail'),
  (57, 5, 'Success'),
  (60, 2, 'Fail'),
  (74, 2, 'Success'),
  (80, 5, 'Success'),
  (95, 2, 'Fail'),
  (96, 2, 'Success');

INSERT INTO participants_in_events (event_id, participant_id) VALUES
  (3, 26),
  (3, 66),
  (8, 86),
  (13, 64),
  (13, 90),
  (16, 60),
  (17, 37),
  (17, 66),
  (38, 66),
  (40, 37),
  (40, 86),
  (57, 90),
  (60, 26),
  (80, 36),
  (80, 66),
  (80, 96),
  (95, 63),
  (96, 90);

ALTER TABLE events ADD CONSTRAINT fk_events_service_id FOREIGN KEY (service_id) REFERENCES services (service_id);
ALTER TABLE participants_in_events ADD CONSTRAINT fk_participants_in_events_participant_id FOREIGN KEY (participant_id) REFERENCES participants (participant_id);
ALTER TABLE participants_in_events ADD CONSTRAINT fk_participants_in_events_event_id FOREIGN KEY (event_id) REFERENCES events (event_id);
