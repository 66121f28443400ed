-- software_problems: a software house's problem tracker — 15 products (rose, chat, wechat, snapchat, game, …), 15 staff,
--   15 reported problems (each with the product, the staff member who reported it and the one who authorised its
--   closure, and the dates reported and closed, 1970–2013), and 15 problem log entries assigning a problem to a staff
--   member with a category (database, GUI, middleware) and a status (reported, solved).
-- Source: the Spider text-to-SQL dataset's tracking_software_problems database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   database/tracking_software_problems/tracking_software_problems.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's Capitalised_Snake_Case table names kept as Spider spells them (Problem_Log,
--   Problem_Category_Codes, Problem_Status_Codes, Product, Staff, Problems) with lower snake_case columns. Staff links
--   are named by role (reported_by_staff_id, closure_authorised_by_staff_id, assigned_to_staff_id). Category and
--   status are text codes with a description table. Primary and foreign keys as declared in Spider. Dates as datetime.

CREATE TABLE `Problem_Category_Codes` (
  `problem_category_code` varchar(20) NOT NULL,
  `problem_category_description` varchar(80),
  PRIMARY KEY (`problem_category_code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Problem_Log` (
  `problem_log_id` int NOT NULL,
  `assigned_to_staff_id` int NOT NULL,
  `problem_id` int NOT NULL,
  `problem_category_code` varchar(20) NOT NULL,
  `problem_status_code` varchar(20) NOT NULL,
  `log_entry_date` datetime,
  `log_entry_description` varchar(255),
  `log_entry_fix` varchar(255),
  `other_log_details` varchar(255),
  PRIMARY KEY (`problem_log_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Problem_Status_Codes` (
  `problem_status_code` varchar(20) NOT NULL,
  `problem_status_description` varchar(80),
  PRIMARY KEY (`problem_status_code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Product` (
  `product_id` int NOT NULL,
  `product_name` varchar(80),
  `product_details` varchar(255),
  PRIMARY KEY (`product_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Staff` (
  `staff_id` int NOT NULL,
  `staff_first_name` varchar(80),
  `staff_last_name` varchar(80),
  `other_staff_details` varchar(255),
  PRIMARY KEY (`staff_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `Problems` (
  `problem_id` int NOT NULL,
  `product_id` int NOT NULL,
  `closure_authorised_by_staff_id` int NOT NULL,
  `reported_by_staff_id` int NOT NULL,
  `date_problem_reported` datetime NOT NULL,
  `date_problem_closed` datetime,
  `problem_description` varchar(255),
  `other_problem_details` varchar(255),
  PRIMARY KEY (`problem_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `Problem_Category_Codes` (`problem_category_code`, `problem_category_description`) VALUES
('Datatabase', 'Database design or contents.'),
('GUI', 'User Interface.'),
('Middleware', 'Infrastructrure and Architecture');

INSERT INTO `Problem_Log` (`problem_log_id`, `assigned_to_staff_id`, `problem_id`, `problem_category_code`, `problem_status_code`, `log_entry_date`, `log_entry_description`, `log_entry_fix`, `other_log_details`) VALUES
(1, 11, 11, 'Middleware', 'Solved', '2011-03-13 13:11:57', 't', 'k', 'p'),
(2, 11, 8, 'GUI', 'Solved', '1976-03-31 14:03:02', 'a', 'k', 's'),
(3, 12, 1, 'GUI', 'Solved', '1974-12-11 01:06:22', 'b', 'j', 'e'),
(4, 12, 12, 'GUI', 'Reported', '1993-04-02 11:07:29', 'a', 't', 'b'),
(5, 6, 12, 'Middleware', 'Reported', '1976-09-17 09:01:12', 'c', 'n', 'u'),
(6, 2, 13, 'GUI', 'Solved', '1983-07-01 02:12:36', 'h', 'g', 'n'),
(7, 13, 1, 'Datatabase', 'Solved', '1974-09-13 00:37:26', 's', 'c', 'v'),
(8, 4, 15, 'Datatabase', 'Solved', '1999-08-17 00:00:18', 'j', 'h', 'j'),
(9, 10, 13, 'GUI', 'Reported', '1993-06-21 22:33:35', 'p', 'i', 'f'),
(10, 6, 1, 'Middleware', 'Reported', '2001-05-14 10:03:53', 'd', 'x', 'd'),
(11, 1, 8, 'Datatabase', 'Solved', '1973-03-12 16:30:50', 'w', 'k', 'a'),
(12, 4, 10, 'Middleware', 'Solved', '1997-08-31 08:19:12', 'c', 'y', 'c'),
(13, 6, 10, 'Middleware', 'Reported', '2009-04-10 19:09:30', 'q', 't', 'o'),
(14, 8, 4, 'Datatabase', 'Reported', '2011-11-12 23:30:53', 'a', 's', 'c'),
(15, 5, 7, 'GUI', 'Reported', '1982-11-17 06:05:52', 'v', 'o', 'd');

INSERT INTO `Problem_Status_Codes` (`problem_status_code`, `problem_status_description`) VALUES
('Reported', 'Reported'),
('Solved', 'Solved');

INSERT INTO `Product` (`product_id`, `product_name`, `product_details`) VALUES
(1, 'rose', 'k'),
(2, 'yellow', 'q'),
(3, 'chat', 'e'),
(4, 'wechat', 'r'),
(5, 'life', 'q'),
(6, 'keep', 'd'),
(7, 'messager', 'm'),
(8, 'hangout', 'u'),
(9, 'twitter', 'z'),
(10, 'blog', 'd'),
(11, 'snapchat', 'e'),
(12, 'doulingo', 'q'),
(13, 'learn', 'h'),
(14, 'teach', 'n'),
(15, 'game', 'j');

INSERT INTO `Staff` (`staff_id`, `staff_first_name`, `staff_last_name`, `other_staff_details`) VALUES
(1, 'Lacey', 'Bosco', 'm'),
(2, 'Dameon', 'Frami', 'x'),
(3, 'Ashley', 'Medhurst', 'w'),
(4, 'Kayla', 'Klein', 'p'),
(5, 'Jolie', 'Weber', 'q'),
(6, 'Kristian', 'Lynch', 'b'),
(7, 'Kenton', 'Champlin', 'p'),
(8, 'Magali', 'Schumm', 'd'),
(9, 'Junius', 'Treutel', 'j'),
(10, 'Christop', 'Berge', 'x'),
(11, 'Rylan', 'Homenick', 'x'),
(12, 'Stevie', 'Mante', 'j'),
(13, 'Lysanne', 'Turcotte', 'i'),
(14, 'Kenyatta', 'Klocko', 'e'),
(15, 'Israel', 'Dickens', 'w');

INSERT INTO `Problems` (`problem_id`, `product_id`, `closure_authorised_by_staff_id`, `reported_by_staff_id`, `date_problem_reported`, `date_problem_closed`, `problem_description`, `other_problem_details`) VALUES
(1, 4, 4, 2, '1978-06-26 19:10:17', '2012-07-22 19:24:26', 'x', 'p'),
(2, 8, 3, 10, '1988-11-07 16:09:31', '1973-06-07 04:13:51', 'w', 'p'),
(3, 1, 4, 1, '1995-05-14 08:32:56', '1997-02-26 05:06:15', 'r', 'i'),
(4, 13, 8, 7, '1973-10-12 10:51:23', '1993-06-19 10:02:59', 'y', 'c'),
(5, 4, 12, 11, '1986-11-13 07:30:55', '2013-05-24 20:33:11', 'a', 'k'),
(6, 1, 5, 4, '2010-10-05 02:25:37', '1998-07-03 14:53:59', 'p', 'l'),
(7, 2, 2, 7, '1996-04-19 15:54:13', '1974-09-20 13:42:19', 'a', 'l'),
(8, 2, 4, 1, '1976-12-18 23:54:41', '1982-08-26 10:58:01', 'w', 'f'),
(9, 15, 14, 13, '2010-10-11 13:36:00', '1995-06-10 18:41:08', 'i', 'v'),
(10, 4, 13, 10, '1993-12-29 23:22:21', '1990-04-13 21:15:50', 'd', 's'),
(11, 5, 1, 14, '1970-02-23 17:46:12', '1971-02-06 15:23:23', 'd', 'v'),
(12, 6, 9, 2, '1970-05-20 15:38:46', '1997-10-18 20:09:57', 'j', 'c'),
(13, 1, 9, 5, '1971-06-15 02:50:52', '2004-06-20 01:08:25', 'c', 'f'),
(14, 1, 6, 13, '1977-10-22 15:48:13', '1970-09-05 08:04:43', 's', 's'),
(15, 7, 9, 10, '1970-10-27 16:35:34', '1999-09-28 21:29:12', 'r', 'm');

ALTER TABLE `Problem_Log` ADD CONSTRAINT problem_log_fk1 FOREIGN KEY (`problem_category_code`) REFERENCES `Problem_Category_Codes` (`problem_category_code`);

ALTER TABLE `Problem_Log` ADD CONSTRAINT problem_log_fk2 FOREIGN KEY (`assigned_to_staff_id`) REFERENCES `Staff` (`staff_id`);

ALTER TABLE `Problem_Log` ADD CONSTRAINT problem_log_fk3 FOREIGN KEY (`problem_id`) REFERENCES `Problems` (`problem_id`);

ALTER TABLE `Problem_Log` ADD CONSTRAINT problem_log_fk4 FOREIGN KEY (`problem_status_code`) REFERENCES `Problem_Status_Codes` (`problem_status_code`);

ALTER TABLE `Problems` ADD CONSTRAINT problems_fk1 FOREIGN KEY (`closure_authorised_by_staff_id`) REFERENCES `Staff` (`staff_id`);

ALTER TABLE `Problems` ADD CONSTRAINT problems_fk2 FOREIGN KEY (`product_id`) REFERENCES `Product` (`product_id`);

ALTER TABLE `Problems` ADD CONSTRAINT problems_fk3 FOREIGN KEY (`reported_by_staff_id`) REFERENCES `Staff` (`staff_id`);
