-- microblog: a small microblogging service's sample data: 7 user profiles (display name, email, partition number and
--   follower count), 8 tweets (author, text, time posted on 9 and 12 March 2018) and 9 follow links between the
--   users (f1 follows f2).
-- Source: the Spider text-to-SQL dataset's twitter_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/twitter_1/twitter_1.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's names kept (tables follows, tweets, user_profiles; columns f1, f2, id, uid,
--   text, createdate, name, email, partitionid, followers; all lower case). No name is a reserved word in MariaDB
--   (text is a type name but not reserved), so none is backquoted. Types: createdate as datetime with Spider's
--   DEFAULT CURRENT_TIMESTAMP; text (char(140)) as varchar(140); int(11) as int and bigint(20) as bigint. NOT NULL
--   as in Spider. The line feeds ending 'Black Widow\n', 'susan@gmail.com\n' and 'ts@superstar.com\n' are kept
--   (written \n). Keys as in Spider; the foreign keys are added after the rows.

SET NAMES utf8mb4;

CREATE TABLE follows (
  f1 int NOT NULL,
  f2 int NOT NULL,
  PRIMARY KEY (f1, f2)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE tweets (
  id bigint NOT NULL,
  uid int NOT NULL,
  text varchar(140) NOT NULL,
  createdate datetime DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE user_profiles (
  uid int NOT NULL,
  name varchar(255),
  email varchar(255),
  partitionid int,
  followers int,
  PRIMARY KEY (uid)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO follows (f1, f2) VALUES
  (1, 2),
  (2, 3),
  (7, 1),
  (1, 3),
  (3, 6),
  (5, 6),
  (5, 1),
  (1, 5),
  (3, 4);

INSERT INTO tweets (id, uid, text, createdate) VALUES
  (1, 1, 'Hello I''m Tony Stark.', '2018-03-09 20:00:14'),
  (2, 3, 'Today I have went shopping at Laffayette.', '2018-03-09 20:01:02'),
  (4, 1, 'My company is hiring interns.', '2018-03-12 02:30:30'),
  (5, 4, 'Oh, I only have a few fans.', '2018-03-12 02:30:30'),
  (6, 6, 'Let’s celebrate women, fight for equality and support each other,  not just today, but everyday!', '2018-03-12 02:30:30'),
  (7, 5, 'I love my new boyfriend.', '2018-03-12 02:30:30'),
  (8, 4, 'I feel tired and don''t want to write SQLs.', '2018-03-12 02:30:30'),
  (9, 6, 'I had a pretty rough time during the last couple of weeks', '2018-03-12 02:30:30');

INSERT INTO user_profiles (uid, name, email, partitionid, followers) VALUES
  (1, 'Iron Man', 'ts@richest.com', 1, 6662425),
  (2, 'Mary', 'Mary@yale.edu', 2, 890),
  (3, 'Black Widow\n', 'bw@superhero.com', 23, 35425845),
  (4, 'Susan', 'susan@gmail.com\n', 1, 100),
  (5, 'Tyler Swift', 'ts@superstar.com\n', 10, 99999998),
  (6, 'Celine Dion', 'cd@superstar.com', 5, 23927492),
  (7, 'Natalie Portman', 'np@superstar.com', 5, 94375428);

ALTER TABLE follows ADD CONSTRAINT fk_follows_f1 FOREIGN KEY (f1) REFERENCES user_profiles (uid);
ALTER TABLE follows ADD CONSTRAINT fk_follows_f2 FOREIGN KEY (f2) REFERENCES user_profiles (uid);
ALTER TABLE tweets ADD CONSTRAINT fk_tweets_uid FOREIGN KEY (uid) REFERENCES user_profiles (uid);
