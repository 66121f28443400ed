-- music_festivals: a music chart and its award nominations: 7 artists (name, age, most famous title and its release
--   date as free text), 10 chart volumes (issue number, issue dates without a year, weeks at number one, the song and
--   its artist) and 9 music festival entries (festival, ceremony date, category, the volume nominated and the
--   result, Nominated or Awarded).
-- Source: the Spider text-to-SQL dataset's music_4 database (Yale LILY, https://yale-lily.github.io/spider);
--   datasets/spider/database/music_4/music_4.sqlite of https://github.com/hyukkyukang/text2SQL, commit
--   999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (artist, volume, music_festival; Artist_ID, Artist, Age,
--   Famous_Title, Famous_Release_date, Volume_ID, Volume_Issue, Issue_Date, Weeks_on_Top, Song, ID, Music_Festival,
--   Date_of_ceremony, Category, Volume, Result). No name needs backquotes. Types: volume.Weeks_on_Top (real, whole)
--   as int; music_festival.Date_of_ceremony (text) as date; Famous_Release_date and Issue_Date stay text; songs keep
--   their spaces. NOT NULL on the primary-key columns. Keys as in Spider; the foreign keys are added after the rows.
--   utf8mb4 for the section sign in volume 1's issue ('45:14 §').

SET NAMES utf8mb4;

CREATE TABLE artist (
  Artist_ID int NOT NULL,
  Artist varchar(30),
  Age int,
  Famous_Title varchar(50),
  Famous_Release_date varchar(20),
  PRIMARY KEY (Artist_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE volume (
  Volume_ID int NOT NULL,
  Volume_Issue varchar(10),
  Issue_Date varchar(40),
  Weeks_on_Top int,
  Song varchar(40),
  Artist_ID int,
  PRIMARY KEY (Volume_ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE music_festival (
  ID int NOT NULL,
  Music_Festival varchar(40),
  Date_of_ceremony date,
  Category varchar(20),
  Volume int,
  Result varchar(10),
  PRIMARY KEY (ID)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO artist (Artist_ID, Artist, Age, Famous_Title, Famous_Release_date) VALUES
  (1, 'Gorgoroth', 34, 'Bergen 1996', 'November 2007'),
  (2, 'Ophiolatry', 35, 'Transmutation', 'January 21, 2008'),
  (3, 'Ophiolatry', 22, 'Antievangelistical Process (re-release)', '2009'),
  (4, 'Black Flame', 18, 'Imperivm', 'June 23, 2008'),
  (5, 'Tangorodrim', 35, 'Unholy Metal Way (re-release)', '2009'),
  (6, 'Tangorodrim', 27, 'Those Who Unleashed (re-release)', '2009'),
  (7, 'Triumfall', 49, 'Antithesis of All Flesh', 'June 15, 2009');

INSERT INTO volume (Volume_ID, Volume_Issue, Issue_Date, Weeks_on_Top, Song, Artist_ID) VALUES
  (1, '45:14 §', '27 December 1986 - 10 January', 3, ' The Way', 1),
  (2, '45:15', '17 January', 1, ' Everybody Have Fun Tonight ', 2),
  (3, '45:16', '24 January', 1, ' Walk Like an Egyptian ', 1),
  (4, '45:21-22', '28 February - 7 March', 2, ' Touch Me (I Want Your Body) ', 2),
  (5, '46:5', '9 May', 1, ' With or Without You ', 1),
  (6, '46:6-8', '16 May - 30 May', 3, ' (I Just) Died in Your Arms ', 1),
  (7, '46:9', '6 June', 1, ' La Isla Bonita ', 4),
  (8, '46:10', '13 June', 1, 'Looking for a New Love', 5),
  (9, '46:14-15', '11 July - 18 July', 2, ' Always ', 6),
  (10, '46:16', '25 July', 1, 'Head to Toe ', 5);

INSERT INTO music_festival (ID, Music_Festival, Date_of_ceremony, Category, Volume, Result) VALUES
  (1, '34th England Academy Prize', '2011-02-18', 'Best Song', 1, 'Nominated'),
  (2, '34th Japan Academy Prize', '2011-02-18', 'Best Lyrics', 2, 'Nominated'),
  (3, '34th European Academy Prize', '2011-02-18', 'Best Song', 3, 'Awarded'),
  (4, '36th Japan Academy Prize', '2011-02-18', 'Best Song', 4, 'Awarded'),
  (5, '34th USA Academy Prize', '2011-02-18', 'Best Song', 5, 'Nominated'),
  (6, '40th Japan Academy Prize', '2011-02-18', 'Best Song', 6, 'Nominated'),
  (7, '37th Sweden Academy Prize', '2011-02-18', 'Best Lyrics', 7, 'Nominated'),
  (8, '37th Canadian Academy Prize', '2011-02-18', 'Best Lyrics', 8, 'Nominated'),
  (9, '35th China Academy Prize', '2011-02-18', 'Best Sound Song', 9, 'Awarded');

ALTER TABLE volume ADD CONSTRAINT fk_volume_artist_id FOREIGN KEY (Artist_ID) REFERENCES artist (Artist_ID);
ALTER TABLE music_festival ADD CONSTRAINT fk_music_festival_volume FOREIGN KEY (Volume) REFERENCES volume (Volume_ID);
