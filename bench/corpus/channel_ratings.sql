-- channel_ratings: Chinese TV channels' audience shares and ratings and the children's programmes they carry: 5
--   programmes (name, origin, launch year, owner), 10 channels (name, owner, audience share and rating in percent),
--   11 broadcasts (which channel carries which programme, and at what time of day: Morning, Noon or Night) and 9
--   share readings (a programme's share on a channel on a day written like '01,May', without a year).
-- Source: the Spider text-to-SQL dataset's program_share database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is datasets/spider/database/program_share/program_share.sqlite of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged
--   since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables program, channel, broadcast, broadcast_share; Program_ID, Name,
--   Origin, Launch, Owner, Channel_ID, Share_in_percent, Rating_in_percent, Time_of_day, Date) written WITHOUT quotes,
--   so PostgreSQL folds every name to lower case. Types: Launch (real, every value a whole year) as integer;
--   channel.Share_in_percent and Rating_in_percent (real, two decimals) as numeric(4,2); broadcast_share.
--   Share_in_percent (real, one decimal) as numeric(3,1); Date stays text (varchar), because its values have no year
--   and name the month three ways ('01,May', '04,April', '10,Jun'). NOT NULL added to primary-key columns. Keys as in
--   Spider (broadcast and broadcast_share keyed by Channel_ID, Program_ID); the foreign keys (broadcast and
--   broadcast_share: Channel_ID -> channel, Program_ID -> program) are added after the rows (every row satisfies
--   them).

CREATE TABLE program (
  program_id integer NOT NULL,
  name varchar(30),
  origin varchar(30),
  launch integer,
  owner varchar(60),
  PRIMARY KEY (program_id)
);

CREATE TABLE channel (
  channel_id integer NOT NULL,
  name varchar(30),
  owner varchar(30),
  share_in_percent numeric(4,2),
  rating_in_percent numeric(4,2),
  PRIMARY KEY (channel_id)
);

CREATE TABLE broadcast (
  channel_id integer NOT NULL,
  program_id integer NOT NULL,
  time_of_day varchar(10),
  PRIMARY KEY (channel_id, program_id)
);

CREATE TABLE broadcast_share (
  channel_id integer NOT NULL,
  program_id integer NOT NULL,
  date varchar(10),
  share_in_percent numeric(3,1),
  PRIMARY KEY (channel_id, program_id)
);

INSERT INTO program (program_id, name, origin, launch, owner) VALUES
  (1, 'Aniworld', 'Hunan', 2005, 'Hunan Broadcasting System (HBS)'),
  (2, 'Kaku', 'Beijing', 2004, 'Beijing Television (BTV)'),
  (3, 'Toonmax', 'Shanghai', 2005, 'Shanghai Media Group (SMG)'),
  (4, 'Jiajia', 'Guangdong', 2007, 'Southern Media Corporation (SMC)'),
  (5, 'Youman', 'Jiangsu', 2010, 'Jiangsu Broadcasting Corporation (JSBC)');

INSERT INTO channel (channel_id, name, owner, share_in_percent, rating_in_percent) VALUES
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

INSERT INTO broadcast (channel_id, program_id, time_of_day) VALUES
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

INSERT INTO broadcast_share (channel_id, program_id, date, share_in_percent) VALUES
  (1, 1, '01,May', 3.1),
  (2, 1, '02,May', 1.8),
  (3, 2, '03,May', 2.8),
  (4, 1, '04,April', 3.2),
  (5, 4, '01,May', 1.1),
  (6, 3, '03,May', 2.1),
  (7, 3, '10,Jun', 1.9),
  (8, 2, '11,May', 4.2),
  (9, 3, '13,May', 3.0);

ALTER TABLE broadcast ADD CONSTRAINT fk_broadcast_channel_id FOREIGN KEY (channel_id) REFERENCES channel (channel_id);
ALTER TABLE broadcast ADD CONSTRAINT fk_broadcast_program_id FOREIGN KEY (program_id) REFERENCES program (program_id);
ALTER TABLE broadcast_share ADD CONSTRAINT fk_broadcast_share_channel_id FOREIGN KEY (channel_id) REFERENCES channel (channel_id);
ALTER TABLE broadcast_share ADD CONSTRAINT fk_broadcast_share_program_id FOREIGN KEY (program_id) REFERENCES program (program_id);
