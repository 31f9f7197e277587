-- A typed word is a prefix ("amber" finds "ambers" too), but GIN reads prefixes slowly: it lists
-- every product of every word a prefix begins before it intersects two of them (1.7 ms for
-- 'amber:* & necklace:*' in 100,000 products), where exact words skip through each other's lists
-- (0.05 ms for 'amber' & ('necklace' | 'necklaces')). So the API searches for the catalog words a
-- typed word begins, looked up here: every word of every search text ("C" collation, so that the
-- words a prefix begins are a range of the key).
CREATE TABLE "search_lexemes" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- Words are added as the search rows' texts are written and never removed (a word nothing holds
-- any more matches nothing). An update adds the words of the rows whose text changed only: a
-- checkout's stock decrement reads no text.
CREATE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (word)
    SELECT DISTINCT unnest(tsvector_to_array(n.vector)) FROM changed n
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_lexemes (word)
    SELECT DISTINCT unnest(tsvector_to_array(n.vector))
      FROM changed n JOIN previous o ON o.product_id = n.product_id
     WHERE o.vector IS DISTINCT FROM n.vector
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_lexemes_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
CREATE TRIGGER product_search_lexemes_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();--> statement-breakpoint
INSERT INTO search_lexemes (word)
  SELECT DISTINCT unnest(tsvector_to_array(vector)) FROM product_search
  ON CONFLICT DO NOTHING;
