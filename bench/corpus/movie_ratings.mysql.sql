-- movie_ratings: a small film-review site's records: 8 movies (title, release year, director), 8 reviewers (name)
--   and 14 ratings of 1 to 5 stars that reviewers gave movies, with the date of the rating (January 2011; two
--   ratings have no date).
-- Source: the Spider text-to-SQL dataset's movie_1 database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/movie_1/movie_1.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (Movie, Reviewer, Rating; mID, rID, ratingDate).
--   Spider's types kept (int, text, date). Keys as in Spider: Rating has no primary key.


CREATE TABLE `Movie` (
  `mID` int NOT NULL,
  `title` text,
  `year` int,
  `director` text,
  PRIMARY KEY (`mID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Reviewer` (
  `rID` int NOT NULL,
  `name` text,
  PRIMARY KEY (`rID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Rating` (
  `rID` int,
  `mID` int,
  `stars` int,
  `ratingDate` date
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `Movie` (`mID`, `title`, `year`, `director`) VALUES
(101, 'Gone with the Wind', 1939, 'Victor Fleming'),
(102, 'Star Wars', 1977, 'George Lucas'),
(103, 'The Sound of Music', 1965, 'Robert Wise'),
(104, 'E.T.', 1982, 'Steven Spielberg'),
(105, 'Titanic', 1997, 'James Cameron'),
(106, 'Snow White', 1937, NULL),
(107, 'Avatar', 2009, 'James Cameron'),
(108, 'Raiders of the Lost Ark', 1981, 'Steven Spielberg');

INSERT INTO `Reviewer` (`rID`, `name`) VALUES
(201, 'Sarah Martinez'),
(202, 'Daniel Lewis'),
(203, 'Brittany Harris'),
(204, 'Mike Anderson'),
(205, 'Chris Jackson'),
(206, 'Elizabeth Thomas'),
(207, 'James Cameron'),
(208, 'Ashley White');

INSERT INTO `Rating` (`rID`, `mID`, `stars`, `ratingDate`) VALUES
(201, 101, 2, '2011-01-22'),
(201, 101, 4, '2011-01-27'),
(202, 106, 4, NULL),
(203, 103, 2, '2011-01-20'),
(203, 108, 4, '2011-01-12'),
(203, 108, 2, '2011-01-30'),
(204, 101, 3, '2011-01-09'),
(205, 103, 3, '2011-01-27'),
(205, 104, 2, '2011-01-22'),
(205, 108, 4, NULL),
(206, 107, 3, '2011-01-15'),
(206, 106, 5, '2011-01-19'),
(207, 107, 5, '2011-01-20'),
(208, 104, 3, '2011-01-02');

ALTER TABLE `Rating` ADD CONSTRAINT rating_fk1 FOREIGN KEY (`mID`) REFERENCES `Movie` (`mID`);

ALTER TABLE `Rating` ADD CONSTRAINT rating_fk2 FOREIGN KEY (`rID`) REFERENCES `Reviewer` (`rID`);
