-- manufacturers: six computer-hardware manufacturers (name, headquarters city, founder's first name, revenue) and the
--   eleven products they make (name, price) — the Wikibooks "SQL Exercises/The computer store" data.
-- Source: the Spider text-to-SQL dataset's manufactory_1 database (Yale LILY, https://yale-lily.github.io/spider),
--   which is the Wikibooks "SQL Exercises/The computer store" schema and data; the copy used is
--   database/manufactory_1/manufactory_1.sqlite of https://github.com/LeLuven/MachineSpider, commit
--   1f1e32b0de926e888ca4678adfdeee7fdd0c3267 (unchanged at fec4cdd7c9954caaa8c88e3897b763302103d5a0), whose identifiers
--   are machine-translated to German; Spider's original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider; Wikibooks text CC BY-SA); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's Capitalised plural tables and one-word columns (Manufacturers, Products, Code,
--   Name, Headquarter, Founder, Revenue, Price, Manufacturer) written WITHOUT quotes, so PostgreSQL folds them to lower
--   case (manufacturers, headquarter). Both tables key on a column called Code; Products.Manufacturer (named after
--   the table it points to) -> Manufacturers.Code. Primary and foreign keys as declared in Spider.

CREATE TABLE manufacturers (
  code integer NOT NULL,
  name varchar(255) NOT NULL,
  headquarter varchar(255) NOT NULL,
  founder varchar(255) NOT NULL,
  revenue numeric(10,2),
  PRIMARY KEY (code)
);

CREATE TABLE products (
  code integer NOT NULL,
  name varchar(255) NOT NULL,
  price numeric(10,2) NOT NULL,
  manufacturer integer NOT NULL,
  PRIMARY KEY (code)
);

INSERT INTO manufacturers (code, name, headquarter, founder, revenue) VALUES
(1, 'Sony', 'Tokyo', 'Andy', 120),
(2, 'Creative Labs', 'Austin', 'Owen', 100),
(3, 'Hewlett-Packard', 'Los Angeles', 'James', 50),
(4, 'Iomega', 'Beijing', 'Mary', 200),
(5, 'Fujitsu', 'Taiwan', 'John', 130),
(6, 'Winchester', 'Paris', 'Robert', 30);

INSERT INTO products (code, name, price, manufacturer) VALUES
(1, 'Hard drive', 240, 5),
(2, 'Memory', 120, 6),
(3, 'ZIP drive', 150, 4),
(4, 'Floppy disk', 5, 6),
(5, 'Monitor', 240, 1),
(6, 'DVD drive', 180, 2),
(7, 'CD drive', 90, 2),
(8, 'Printer', 270, 3),
(9, 'Toner cartridge', 66, 3),
(10, 'DVD burner', 180, 2),
(11, 'DVD drive', 150, 3);

ALTER TABLE products ADD CONSTRAINT products_fk1 FOREIGN KEY (manufacturer) REFERENCES manufacturers (code);
