-- tv_channels: an Italian satellite TV package's music channels and what they aired: 15 channels (name, country,
--   language, content, picture aspect ratio, HD, pay-per-view, package option), 12 episodes of a drama series aired
--   on them in 2007 (air date, rating, share, 18-49 rating/share, viewers in millions, weekly rank, channel) and 12
--   cartoon episodes aired in 2008-2009 (title, director, writer, original air date, production code, channel).
-- Source: the Spider text-to-SQL dataset's tvshow database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/tvshow/tvshow.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names (datasets/spider/database/tvshow/schema.sql of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1) are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (TV_Channel, TV_series, Cartoon; id, series_name,
--   Hight_definition_TV, Air_Date, Viewers_m, Weekly_Rank, Original_air_date, Production_code, Channel); no name
--   needs backquotes. Spider's column 18_49_Rating_Share is renamed Rating_Share_18_49, as in the PostgreSQL file.
--   Types: ids, Share, Weekly_Rank, Production_code and Channel as int; Rating as decimal(3,1); Viewers_m as
--   decimal(5,2); Air_Date and Original_air_date as date; the rest stays text. NOT NULL added to primary-key
--   columns. Keys as in Spider; foreign keys added after the rows.

CREATE TABLE TV_Channel (
  id int NOT NULL,
  series_name text,
  Country text,
  Language text,
  Content text,
  Pixel_aspect_ratio_PAR text,
  Hight_definition_TV text,
  Pay_per_view_PPV text,
  Package_Option text,
  PRIMARY KEY (id)
) DEFAULT CHARSET=utf8mb4;

CREATE TABLE TV_series (
  id int NOT NULL,
  Episode text,
  Air_Date date,
  Rating decimal(3,1),
  Share int,
  Rating_Share_18_49 text,
  Viewers_m decimal(5,2),
  Weekly_Rank int,
  Channel int,
  PRIMARY KEY (id)
) DEFAULT CHARSET=utf8mb4;

CREATE TABLE Cartoon (
  id int NOT NULL,
  Title text,
  Directed_by text,
  Written_by text,
  Original_air_date date,
  Production_code int,
  Channel int,
  PRIMARY KEY (id)
) DEFAULT CHARSET=utf8mb4;

INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (700, 'Sky Radio', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (701, 'Sky Music', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (703, 'Music Box Italia', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (704, 'MTV Hits', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (705, 'MTV Classic', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (706, 'MTV Rocks', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (707, 'MTV Dance', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (708, 'MTV Music', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'no ( FTV )');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (709, 'MTV Live HD', 'Poland', 'English', 'music', '16:9', 'yes', 'no', 'Sky Famiglia + Sky HD');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (713, 'Radio Capital TiVù', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'no ( FTV )');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (714, 'myDeejay', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (715, 'Match Music', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (717, 'Rock TV', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (719, 'Hip Hop TV', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia');
INSERT INTO TV_Channel (id, series_name, Country, Language, Content, Pixel_aspect_ratio_PAR, Hight_definition_TV, Pay_per_view_PPV, Package_Option) VALUES (728, 'Classica', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Option');

INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (1, 'A Love of a Lifetime', '2007-09-24', 5.8, 9, '3.5/9', 9.16, 43, 700);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (2, 'Friendly Skies', '2007-10-01', 5.3, 9, '3.2/8', 8.23, 50, 701);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (3, 'Game Three', '2007-10-08', 4.4, 7, '2.9/7', 6.94, 61, 707);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (4, 'The Year of the Rabbit', '2007-10-15', 4.3, 7, '2.7/7', 6.75, 67, 713);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (5, 'The Legend of Dylan McCleen', '2007-10-22', 3.8, 6, '2.4/6', 6.06, 72, 714);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (6, 'Keepers', '2007-10-29', 3.7, 6, '2.2/6', 5.75, 71, 700);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (7, 'Double Down', '2007-11-05', 3.4, 6, '2.1/5', 5.13, 80, 708);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (8, 'Winterland', '2007-11-12', 4.0, 7, '2.4/6', 6.09, 70, 707);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (9, 'Emily', '2007-11-19', 3.7, 6, '2.2/6', 5.61, 66, 717);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (10, 'Blowback', '2007-11-26', 3.7, 6, '2.4/6', 6.05, 68, 719);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (11, 'Home By Another Way', '2007-12-10', 3.5, 6, '1.7/5', 5.28, 62, 728);
INSERT INTO TV_series (id, Episode, Air_Date, Rating, Share, Rating_Share_18_49, Viewers_m, Weekly_Rank, Channel) VALUES (12, 'The Hanged Man', '2007-12-17', 3.0, 5, '1.5/4', 4.24, 65, 714);

INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (1, 'The Rise of the Blue Beetle!', 'Ben Jones', 'Michael Jelenic', '2008-11-14', 101, 700);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (2, 'Terror on Dinosaur Island!', 'Brandon Vietti', 'Steven Melching', '2008-11-21', 102, 701);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (3, 'Evil Under the Sea!', 'Michael Chang', 'Joseph Kuhr', '2008-12-05', 103, 703);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (4, 'Day of the Dark Knight!', 'Ben Jones', 'J. M. DeMatteis', '2009-01-02', 104, 704);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (5, 'Invasion of the Secret Santas!', 'Brandon Vietti', 'Adam Beechen', '2008-12-12', 105, 705);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (6, 'Enter the Outsiders!', 'Michael Chang', 'Todd Casey', '2009-01-09', 106, 706);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (7, 'Dawn of the Dead Man!', 'Ben Jones', 'Steven Melching', '2009-01-16', 107, 707);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (8, 'Fall of the Blue Beetle!', 'Brandon Vietti', 'James Krieg', '2009-01-23', 108, 708);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (9, 'Journey to the Center of the Bat!', 'Michael Chang', 'Matt Wayne', '2009-01-30', 109, 707);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (10, 'The Eyes of Despero!', 'Ben Jones', 'J. M. DeMatteis', '2009-02-06', 110, 728);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (11, 'Return of the Fearsome Fangs!', 'Brandon Vietti', 'Todd Casey', '2009-02-20', 111, 700);
INSERT INTO Cartoon (id, Title, Directed_by, Written_by, Original_air_date, Production_code, Channel) VALUES (12, 'Deep Cover for Batman!', 'Michael Chang', 'Joseph Kuhr', '2009-02-27', 112, 707);

ALTER TABLE TV_series ADD FOREIGN KEY (Channel) REFERENCES TV_Channel (id);
ALTER TABLE Cartoon ADD FOREIGN KEY (Channel) REFERENCES TV_Channel (id);
