-- product_catalog: a small herb, seed and spice supplier's product catalogue — 15 products with their colour, category
--   (herbs, seeds, spices, each with a unit of measure), typical buying and selling prices, and 15 product
--   characteristics (of two types, Grade and Purity) recorded against products with a value (low, medium, high).
-- Source: the Spider text-to-SQL dataset's products_gen_characteristics database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   database/products_gen_characteristics/products_gen_characteristics.sqlite of https://github.com/LeLuven/MachineSpider,
--   commit 1f1e32b0de926e888ca4678adfdeee7fdd0c3267, whose identifiers are machine-translated to German; Spider's
--   original English table and column names are restored here.
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: snake_case names with Ref_ lookup tables (Ref_Colors, Ref_Product_Categories,
--   Ref_Characteristic_Types) written in lower case; _code columns as keys (colour codes are the digits '1'-'9');
--   Product_Characteristics is a link table without a key. The text prices typical_buying_price and
--   typical_selling_price are numeric here, Spider's empty strings becoming NULL. Primary and foreign keys as in Spider.

CREATE TABLE ref_characteristic_types (
  characteristic_type_code varchar(15) NOT NULL,
  characteristic_type_description varchar(80),
  PRIMARY KEY (characteristic_type_code)
);

CREATE TABLE ref_colors (
  color_code varchar(15) NOT NULL,
  color_description varchar(80),
  PRIMARY KEY (color_code)
);

CREATE TABLE ref_product_categories (
  product_category_code varchar(15) NOT NULL,
  product_category_description varchar(80),
  unit_of_measure varchar(20),
  PRIMARY KEY (product_category_code)
);

CREATE TABLE characteristics (
  characteristic_id integer NOT NULL,
  characteristic_type_code varchar(15) NOT NULL,
  characteristic_data_type varchar(10),
  characteristic_name varchar(80),
  other_characteristic_details varchar(255),
  PRIMARY KEY (characteristic_id),
  FOREIGN KEY (characteristic_type_code) REFERENCES ref_characteristic_types (characteristic_type_code)
);

CREATE TABLE products (
  product_id integer NOT NULL,
  color_code varchar(15) NOT NULL,
  product_category_code varchar(15) NOT NULL,
  product_name varchar(80),
  typical_buying_price numeric,
  typical_selling_price numeric,
  product_description varchar(255),
  other_product_details varchar(255),
  PRIMARY KEY (product_id),
  FOREIGN KEY (product_category_code) REFERENCES ref_product_categories (product_category_code),
  FOREIGN KEY (color_code) REFERENCES ref_colors (color_code)
);

CREATE TABLE product_characteristics (
  product_id integer NOT NULL,
  characteristic_id integer NOT NULL,
  product_characteristic_value varchar(50),
  FOREIGN KEY (characteristic_id) REFERENCES characteristics (characteristic_id),
  FOREIGN KEY (product_id) REFERENCES products (product_id)
);

INSERT INTO ref_characteristic_types (characteristic_type_code, characteristic_type_description) VALUES
  ('Grade', 'Grade'),
  ('Purity', 'Purity');

INSERT INTO ref_colors (color_code, color_description) VALUES
  ('9', 'red'),
  ('5', 'green'),
  ('1', 'yellow'),
  ('4', 'blue'),
  ('7', 'black'),
  ('2', 'white'),
  ('8', 'purple'),
  ('3', 'gray');

INSERT INTO ref_product_categories (product_category_code, product_category_description, unit_of_measure) VALUES
  ('Herbs', 'Herbs', 'Handful             '),
  ('Seeds', 'Seeds', 'Weight - pound,kilo.'),
  ('Spices', 'Spices', 'Weight - pound,kilo.');

INSERT INTO characteristics (characteristic_id, characteristic_type_code, characteristic_data_type, characteristic_name, other_characteristic_details) VALUES
  (1, 'Grade', 'numquam', 'slow', NULL),
  (2, 'Grade', 'doloribus', 'fast', NULL),
  (3, 'Purity', 'rem', 'warm', NULL),
  (4, 'Grade', 'aut', 'hot', NULL),
  (5, 'Purity', 'impedit', 'hot', NULL),
  (6, 'Purity', 'qui', 'warm', NULL),
  (7, 'Grade', 'et', 'cool', NULL),
  (8, 'Grade', 'dolores', 'cool', NULL),
  (9, 'Grade', 'quam', 'cool', NULL),
  (10, 'Grade', 'velit', 'fast', NULL),
  (11, 'Purity', 'at', 'fast', NULL),
  (12, 'Grade', 'totam', 'error', NULL),
  (13, 'Purity', 'mollitia', 'slow', NULL),
  (14, 'Purity', 'placeat', 'slow', NULL),
  (15, 'Grade', 'facere', 'slow', NULL);

INSERT INTO products (product_id, color_code, product_category_code, product_name, typical_buying_price, typical_selling_price, product_description, other_product_details) VALUES
  (1, '4', 'Spices', 'cumin', NULL, 2878.3, 'et', NULL),
  (2, '2', 'Spices', 'peper', 352447.2874677, 1892070.2803543, 'rerum', NULL),
  (3, '9', 'Herbs', 'basil', 503.8431967, 0.1859512, 'officia', NULL),
  (4, '1', 'Herbs', 'borage', NULL, 10377614.847385, 'blanditiis', NULL),
  (5, '4', 'Spices', 'chili', NULL, 39446, 'eius', NULL),
  (6, '4', 'Seeds', 'ginger', 5.578, 52735.6101, 'doloribus', NULL),
  (7, '9', 'Seeds', 'sesame', 1284268.0659, 68205825.7, 'et', NULL),
  (8, '9', 'Herbs', 'caraway', 24493, NULL, 'nulla', NULL),
  (9, '2', 'Herbs', 'catnip', 12008702.623, 21577.891642, 'vel', NULL),
  (10, '5', 'Seeds', 'flax', 339404395.7, 59622629.74, 'et', NULL),
  (11, '7', 'Herbs', 'chervil', NULL, NULL, 'minus', NULL),
  (12, '4', 'Seeds', 'voluptatem', 162, 149, 'officia', NULL),
  (13, '5', 'Spices', 'cinnam', 1686539.4, 17595111.4, 'nisi', NULL),
  (14, '4', 'Seeds', 'lotus', 43221310.465574, 63589.4054376, 'exercitationem', NULL),
  (15, '2', 'Herbs', 'laurel', NULL, 57857, 'ut', NULL);

INSERT INTO product_characteristics (product_id, characteristic_id, product_characteristic_value) VALUES
  (13, 13, 'low'),
  (11, 2, 'low'),
  (5, 15, 'low'),
  (1, 13, 'low'),
  (7, 12, 'low'),
  (11, 6, 'low'),
  (7, 2, 'medium'),
  (12, 10, 'medium'),
  (8, 11, 'high'),
  (14, 4, 'medium'),
  (11, 3, 'medium'),
  (6, 15, 'high'),
  (11, 3, 'high'),
  (6, 10, 'high'),
  (12, 2, 'high');
