-- channel_ratings: Chinese TV channels' audience shares and ratings and the children's programmes they carry: 5
--   programmes (name, origin, launch year, owner), 10 channels (name, owner, audience share and rating in percent),
--   11 broadcasts (which channel carries which programme, and at what time of day: Morning, Noon or Night) and 9
--   share readings (a programme's share on a channel on a day written like '01,May', without a year).
-- Source: the Spider text-to-SQL dataset's program_share database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is datasets/spider/database/program_share/program_share.sqlite of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged
--   since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (program, channel, broadcast, broadcast_share;
--   Program_ID, Name, Origin, Launch, Owner, Channel_ID, Share_in_percent, Rating_in_percent, Time_of_day, Date); no
--   name needs backquotes. Types: Launch (real, whole years) as int; channel.Share_in_percent and Rating_in_percent
--   (real) as decimal(4,2); broadcast_share.Share_in_percent (real) as decimal(3,1); Date stays text (varchar: no
--   year, months written three ways). Tables use utf8mb4. NOT NULL added to primary-key columns. Keys as in Spider;
--   the foreign keys are added after the rows.

CREATE TABLE program (
  Program_ID int NOT NULL,
  Name varchar(30),
  Origin varchar(30),
  Launch int,
  Owner varchar(60),
  PRIMARY KEY (Program_ID)
) DEFAULT CHARSET=utf8mb4;

CREATE TABLE channel (
  Channel_ID int NOT NULL,
  Name varchar(30),
  Owner varchar(30),
  Share_in_percent decimal(4,2),
  Rating_in_percent decimal(4,2),
  PRIMARY KEY (Channel_ID)
) DEFAULT CHARSET=utf8mb4;

CREATE TABLE broadcast (
  Channel_ID int NOT NULL,
  Program_ID int NOT NULL,
  Time_of_day varchar(10),
  PRIMARY KEY (Channel_ID, Program_ID)
) DEFAULT CHARSET=utf8mb4;

CREATE TABLE broadcast_share (
  Channel_ID int NOT NULL,
  Program_ID int NOT NULL,
  Date varchar(10),
  Share_in_percent decimal(3,1),
  PRIMARY KEY (Channel_ID, Program_ID)
) DEFAULT CHARSET=utf8mb4;

INSERT INTO program (Program_ID, Name, Origin, Launch, Owner) VALUES
  (1, 'Aniworld', 'Hunan', 2005, 'Hunan Broadcasting System (HBS)'),
  (2, 'Kaku', 'Beijing', 2004, 'Beijing Television (BTV)'),
  (3, 'Toonmax', 'Shanghai', 2005, 'Shanghai Media Group (SMG)'),
  (4, 'Jiajia', 'Guangdong', 2007, 'Southern Media Corporation (SMC)'),
  (5, 'Youman', 'Jiangsu', 2010, 'Jiangsu Broadcasting Corporation (JSBC)');

INSERT INTO channel (Channel_ID, Name, Owner, Share_in_percent, Rating_in_percent) VALUES
  (1, 'CCTV-1', 'CCTV', 4.90, 0.54),
  (2, 'Hunan Satellite TV', 'HBS', 4.81, 0.53),
  (3, 'CCTV-8', 'CCTV', 3.76, 0.41),
  (4, 'CCTV-13', 'CCTV', 2.91, 0.32),
  (5, 'CCTV-3', 'CCTV', 2.86, 0.31),
  (6, 'CCTV-6', 'CCTV', 2.73, 0.30),
  (7, 'CCTV-14', 'CCTV', 2.60, 0.29),
  (8, 'CCTV-4', 'CCTV', 2.33, 0.26),
  (9, 'Anhui Satellite TV', 'Anhui Television', 1.78, 0.20),
  (10, 'Shandong Satellite TV', 'Shandong Television', 1.74, 0.19);

INSERT INTO broadcast (Channel_ID, Program_ID, Time_of_day) VALUES
  (1, 1, 'Morning'),
  (2, 1, 'Night'),
  (3, 2, 'Morning'),
  (4, 1, 'Night'),
  (5, 4, 'Morning'),
  (6, 3, 'Morning'),
  (7, 3, 'Noon'),
  (8, 2, 'Night'),
  (9, 3, 'Noon'),
  (10, 4, 'Night'),
  (1, 2, 'Night');

INSERT INTO broadcast_share (Channel_ID, Program_ID, Date, Share_in_percent) VALUES
  (1, 1, '01,May', 3.1),
  (2, 1, '02,May', 1.8),
  (3, 2, '03,May', 2.8),
  (4, 1, '04,April', 3.2),
  (5, 4, '01,May', 1.1),
  (6, 3, '03,May', 2.1),
  (7, 3, '10,Jun', 1.9),
  (8, 2, '11,May', 4.2),
  (9, 3, '13,May', 3.0);

ALTER TABLE broadcast ADD CONSTRAINT fk_broadcast_channel_id FOREIGN KEY (Channel_ID) REFERENCES channel (Channel_ID);
ALTER TABLE broadcast ADD CONSTRAINT fk_broadcast_program_id FOREIGN KEY (Program_ID) REFERENCES program (Program_ID);
ALTER TABLE broadcast_share ADD CONSTRAINT fk_broadcast_share_channel_id FOREIGN KEY (Channel_ID) REFERENCES channel (Channel_ID);
ALTER TABLE broadcast_share ADD CONSTRAINT fk_broadcast_share_program_id FOREIGN KEY (Program_ID) REFERENCES program (Program_ID);
