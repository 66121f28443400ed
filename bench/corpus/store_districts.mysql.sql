-- store_districts: a retail chain's 5 stores (Miramichi, Neguac, Rogersville, Blackville, Doaktown; City Mall or
--   Village Store, floor area, number of product categories, ranking), the 6 document scanners it sells (dimensions,
--   dpi, colour pages per minute, largest page size, interface), which store stocks which scanner, 15 districts
--   (headquarters city, city population and area) and the district each store is in.
-- Source: the Spider text-to-SQL dataset's store_product database (Yale LILY, https://yale-lily.github.io/spider);
--   the copy used is database/store_product/store_product.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit fec4cdd7c9954caaa8c88e3897b763302103d5a0 (unchanged since 1f1e32b0de926e888ca4678adfdeee7fdd0c3267), whose
--   identifiers are machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for MariaDB 10.11: Spider's capitalisation kept (product, store, district, store_product,
--   store_district; product_id, pages_per_minute_color; Store_ID, Store_Name, Area_size, District_name,
--   Headquartered_City, City_Population). Whole-number REAL columns (dpi, Number_of_product_category,
--   City_Population) as int; pages per minute, store area and city area as decimal. Keys as in Spider.

CREATE TABLE `product` (
  `product_id` int NOT NULL,
  `product` text,
  `dimensions` text,
  `dpi` int,
  `pages_per_minute_color` decimal(5,1),
  `max_page_size` text,
  `interface` text,
  PRIMARY KEY (`product_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `store` (
  `Store_ID` int NOT NULL,
  `Store_Name` text,
  `Type` text,
  `Area_size` decimal(8,2),
  `Number_of_product_category` int,
  `Ranking` int,
  PRIMARY KEY (`Store_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `district` (
  `District_ID` int NOT NULL,
  `District_name` text,
  `Headquartered_City` text,
  `City_Population` int,
  `City_Area` decimal(8,2),
  PRIMARY KEY (`District_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `store_product` (
  `Store_ID` int NOT NULL,
  `Product_ID` int NOT NULL,
  PRIMARY KEY (`Store_ID`, `Product_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE `store_district` (
  `Store_ID` int NOT NULL,
  `District_ID` int,
  PRIMARY KEY (`Store_ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO `product` (`product_id`, `product`, `dimensions`, `dpi`, `pages_per_minute_color`, `max_page_size`, `interface`) VALUES
(1, 'Fujitsu fi-6130 A4 Series Scanner', '301 x 160 x 158', 600, 30, 'A4', 'USB 2.0'),
(2, 'Plustek MobileOffice D28 Corporate', '303 x 94 x 60', 600, 28, 'A4', 'USB 2.0'),
(3, 'Xerox Travel Scanner 100', '289 x 51 x 38', 600, 4, 'A4', 'USB 2.0'),
(4, 'ScanShell 3000DN', '300 x 50 x 45', 600, 3, 'A4', 'USB 2.0'),
(5, 'Canon imageFORMULA P-150', '280 x 95 x 40', 600, 10, '216mm x 356mm', 'USB 2.0'),
(6, 'Canon DR-2080C', '298 x 209 x 99', 600, 36, '216mm x 355mm', 'USB 2.0');

INSERT INTO `store` (`Store_ID`, `Store_Name`, `Type`, `Area_size`, `Number_of_product_category`, `Ranking`) VALUES
(1, 'Miramichi', 'City Mall', 179.84, 17811, 2),
(2, 'Neguac', 'Village Store', 26.69, 1678, 3),
(3, 'Rogersville', 'Village Store', 7.23, 1170, 1),
(4, 'Blackville', 'Village Store', 21.73, 990, 10),
(5, 'Doaktown', 'City Mall', 28.74, 793, 9);

INSERT INTO `district` (`District_ID`, `District_name`, `Headquartered_City`, `City_Population`, `City_Area`) VALUES
(1, 'Attock District', 'Attock City', 94620, 20),
(2, 'Bahawalnagar District', 'Bahawalnagar City', 134936, 13),
(3, 'Bahawalpur District', 'Bahawalpur City', 530438, 38),
(4, 'Bhakkar District', 'Bhakkar City', 89380, 15),
(5, 'Chakwal District', 'Chakwal City', 113524, 10),
(6, 'Chiniot District', 'Chiniot City', 219254, 12),
(7, 'Dera Ghazi Khan District', 'Dera Ghazi Khan City', 464742, 22),
(8, 'Faisalabad District', 'Faisalabad City', 2793721, 147),
(9, 'Gujranwala District', 'Gujranwala City', 1526168, 75),
(10, 'Gujrat District', 'Gujrat City', 328512, 25),
(11, 'Hafizabad District', 'Hafizabad City', 165936, 10),
(12, 'Jhang District', 'Jhang City', 365198, 28),
(13, 'Jhelum District', 'Jhelum City', 172073, 22),
(14, 'Kasur District', 'Kasur City', 314617, 18),
(15, 'Khanewal District', 'Khanewal City', 165038, 17);

INSERT INTO `store_product` (`Store_ID`, `Product_ID`) VALUES
(1, 1),
(1, 2),
(1, 3),
(1, 4),
(1, 6),
(2, 1),
(3, 2),
(2, 3),
(3, 4),
(2, 6),
(5, 1),
(5, 2),
(5, 3),
(5, 4),
(5, 6);

INSERT INTO `store_district` (`Store_ID`, `District_ID`) VALUES
(1, 15),
(2, 15),
(3, 11),
(4, 4),
(5, 3);

ALTER TABLE `store_product` ADD CONSTRAINT store_product_fk1 FOREIGN KEY (`Store_ID`) REFERENCES `store` (`Store_ID`);

ALTER TABLE `store_product` ADD CONSTRAINT store_product_fk2 FOREIGN KEY (`Product_ID`) REFERENCES `product` (`product_id`);

ALTER TABLE `store_district` ADD CONSTRAINT store_district_fk1 FOREIGN KEY (`Store_ID`) REFERENCES `store` (`Store_ID`);

ALTER TABLE `store_district` ADD CONSTRAINT store_district_fk2 FOREIGN KEY (`District_ID`) REFERENCES `district` (`District_ID`);
