-- county_services: a county office's register of service events: 4 services (Marriage, Death Proof, Birth Proof,
--   Property Change), 15 events (each for one service, with its outcome, Success or Fail), 15 people (each an
--   Organizer or a Participant, with a name) and 18 links saying who took part in which event.
-- Source: the Spider text-to-SQL dataset's local_govt_in_alabama database (Yale LILY,
--   https://yale-lily.github.io/spider); datasets/spider/database/local_govt_in_alabama/local_govt_in_alabama.sqlite
--   of https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is
--   unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (Services, Participants, Events, Participants_in_Events;
--   Service_ID, Service_Type_Code, Participant_ID, Participant_Type_Code, Participant_Details, Event_ID,
--   Event_Details); table names are case-sensitive on a Linux MariaDB server, so queries write them so. No name needs
--   backquotes. Types: the CHAR(15) codes as varchar(15); VARCHAR(255) and INTEGER (int) kept. NOT NULL as in Spider.
--   Keys as in Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE Services (
  Service_ID int NOT NULL,
  Service_Type_Code varchar(15) NOT NULL,
  PRIMARY KEY (Service_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Participants (
  Participant_ID int NOT NULL,
  Participant_Type_Code varchar(15) NOT NULL,
  Participant_Details varchar(255),
  PRIMARY KEY (Participant_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Events (
  Event_ID int NOT NULL,
  Service_ID int NOT NULL,
  Event_Details varchar(255),
  PRIMARY KEY (Event_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE Participants_in_Events (
  Event_ID int NOT NULL,
  Participant_ID int NOT NULL,
  PRIMARY KEY (Event_ID, Participant_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO Services (Service_ID, Service_Type_Code) VALUES
  (2, 'Marriage'),
  (5, 'Death Proof'),
  (6, 'Birth Proof'),
  (8, 'Property Change');

INSERT INTO Participants (Participant_ID, Participant_Type_Code, Participant_Details) VALUES
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

INSERT INTO Events (Event_ID, Service_ID, Event_Details) VALUES
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

INSERT INTO Participants_in_Events (Event_ID, Participant_ID) VALUES
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

ALTER TABLE Events ADD CONSTRAINT fk_events_service_id FOREIGN KEY (Service_ID) REFERENCES Services (Service_ID);
ALTER TABLE Participants_in_Events ADD CONSTRAINT fk_participants_in_events_participant_id FOREIGN KEY (Participant_ID) REFERENCES Participants (Participant_ID);
ALTER TABLE Participants_in_Events ADD CONSTRAINT fk_participants_in_events_event_id FOREIGN KEY (Event_ID) REFERENCES Events (Event_ID);
