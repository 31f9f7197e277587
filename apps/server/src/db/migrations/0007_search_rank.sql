-- Relevance is ranked over the names only: a small tsvector that ts_rank reads cheaply (the full
-- search vector holds every text and category name, ~700 bytes a product, and ranking thousands
-- of matches over it cost tens of milliseconds). Matching still uses the full vector's GIN index.
ALTER TABLE "products" ADD COLUMN "search_names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_names)) STORED NOT NULL;
