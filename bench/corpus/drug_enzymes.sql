-- drug_enzymes: antipsychotic medicines and the heme-pathway enzymes they act on: 21 medicines (name, trade name,
--   FDA approved Yes/No), 8 enzymes (name, cell location, product, chromosome location, OMIM number, the porphyria
--   linked to it) and 19 medicine-enzyme interactions (inhibitor or activitor, Spider's spelling).
-- Source: the Spider text-to-SQL dataset's medicine_enzyme_interaction database (Yale LILY,
--   https://yale-lily.github.io/spider); the copy used is
--   datasets/spider/database/medicine_enzyme_interaction/medicine_enzyme_interaction.sqlite of
--   https://github.com/hyukkyukang/text2SQL, commit 999f5e467a3c2a263533f1dfa3d0106a18d343d1 (the file is unchanged
--   since 842d38ec78cae8f21112182f9f8a57943822abe4).
-- License: CC BY-SA 4.0 (Spider); this converted file is CC BY-SA 4.0 too.
-- Converted for PostgreSQL: Spider's names (tables medicine, enzyme, medicine_enzyme_interaction; id, name,
--   Trade_Name, FDA_approved, Location, Product, Chromosome, OMIM, Porphyria, enzyme_id, medicine_id,
--   interaction_type) written WITHOUT quotes, so PostgreSQL folds every name to lower case. Types: text columns as
--   varchar (FDA_approved keeps its 'Yes'/'No' text; Chromosome is a cytogenetic location such as '3p21.1', text);
--   OMIM and ids as integer. NOT NULL added to primary-key columns. Keys as in Spider (medicine_enzyme_interaction
--   keyed by enzyme_id, medicine_id); the foreign keys (enzyme_id -> enzyme, medicine_id -> medicine) are added after
--   the rows (every row satisfies them).

CREATE TABLE medicine (
  id integer NOT NULL,
  name varchar(30),
  trade_name varchar(30),
  fda_approved varchar(3),
  PRIMARY KEY (id)
);

CREATE TABLE enzyme (
  id integer NOT NULL,
  name varchar(50),
  location varchar(20),
  product varchar(50),
  chromosome varchar(20),
  omim integer,
  porphyria varchar(50),
  PRIMARY KEY (id)
);

CREATE TABLE medicine_enzyme_interaction (
  enzyme_id integer NOT NULL,
  medicine_id integer NOT NULL,
  interaction_type varchar(20),
  PRIMARY KEY (enzyme_id, medicine_id)
);

INSERT INTO medicine (id, name, trade_name, fda_approved) VALUES
  (1, 'Amisulpride', 'Solian', 'No'),
  (2, 'Aripiprazole', 'Abilify', 'Yes'),
  (3, 'Asenapine', 'Saphris', 'Yes'),
  (4, 'Blonanserin', 'Lonasen', 'No'),
  (5, 'Carpipramine', 'Prazinil', 'No'),
  (6, 'Clocapramine', 'Clofekton', 'No'),
  (7, 'Clozapine', 'Clozaril', 'Yes'),
  (8, 'Iloperidone', 'Fanapt', 'Yes'),
  (9, 'Lurasidone', 'Latuda', 'Yes'),
  (10, 'Melperone', 'Buronil', 'No'),
  (11, 'Mosapramine', 'Cremin', 'No'),
  (12, 'Olanzapine', 'Zyprexa', 'Yes'),
  (13, 'Paliperidone', 'Invega', 'Yes'),
  (14, 'Perospirone', 'Lullan', 'No'),
  (15, 'Quetiapine', 'Seroquel', 'Yes'),
  (16, 'Remoxipride', 'Roxiam', 'No'),
  (17, 'Risperidone', 'Risperdal', 'Yes'),
  (18, 'Sertindole', 'Serdolect', 'No'),
  (19, 'Sulpiride', 'Sulpirid', 'No'),
  (20, 'Ziprasidone', 'Geodon', 'Yes'),
  (21, 'Zotepine', 'Nipolept', 'No');

INSERT INTO enzyme (id, name, location, product, chromosome, omim, porphyria) VALUES
  (1, 'ALA synthase', 'Mitochondrion', 'δ-Aminolevulinic acid', '3p21.1', 125290, 'none'),
  (2, 'ALA dehydratase', 'Cytosol', 'Porphobilinogen', '9q34', 125270, 'ALA-Dehydratase deficiency'),
  (3, 'PBG deaminase', 'Cytosol', 'Hydroxymethyl bilane', '11q23.3', 176000, 'acute intermittent porphyria'),
  (4, 'Uroporphyrinogen III synthase', 'Cytosol', 'Uroporphyrinogen III', '10q25.2-q26.3', 606938, 'congenital erythropoietic porphyria'),
  (5, 'Uroporphyrinogen III decarboxylase', 'Cytosol', 'Coproporphyrinogen III', '1p34', 176100, 'porphyria cutanea tarda'),
  (6, 'Coproporphyrinogen III oxidase', 'Mitochondrion', 'Protoporphyrinogen IX', '3q12', 121300, 'coproporphyria'),
  (7, 'Protoporphyrinogen oxidase', 'Mitochondrion', 'Protoporphyrin IX', '1q22', 600923, 'variegate porphyria'),
  (8, 'Ferrochelatase', 'Mitochondrion', 'Heme', '18q21.3', 177000, 'erythropoietic protoporphyria');

INSERT INTO medicine_enzyme_interaction (enzyme_id, medicine_id, interaction_type) VALUES
  (1, 1, 'inhibitor'),
  (1, 2, 'inhibitor'),
  (1, 3, 'inhibitor'),
  (1, 4, 'inhibitor'),
  (2, 2, 'inhibitor'),
  (2, 3, 'inhibitor'),
  (2, 5, 'inhibitor'),
  (2, 6, 'inhibitor'),
  (2, 7, 'inhibitor'),
  (2, 8, 'inhibitor'),
  (3, 2, 'inhibitor'),
  (4, 13, 'activitor'),
  (4, 3, 'activitor'),
  (3, 8, 'activitor'),
  (3, 9, 'activitor'),
  (4, 10, 'activitor'),
  (5, 20, 'activitor'),
  (5, 19, 'activitor'),
  (6, 20, 'activitor');

ALTER TABLE medicine_enzyme_interaction ADD CONSTRAINT fk_medicine_enzyme_interaction_enzyme_id FOREIGN KEY (enzyme_id) REFERENCES enzyme (id);
ALTER TABLE medicine_enzyme_interaction ADD CONSTRAINT fk_medicine_enzyme_interaction_medicine_id FOREIGN KEY (medicine_id) REFERENCES medicine (id);
