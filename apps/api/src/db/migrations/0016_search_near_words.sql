-- #13 search at scale: a misspelt search word's near words (search-words.ts nearWords) from the
-- vocabulary's trigram index, with the typo threshold the `<%` operator reads set by the function
-- itself, so a search needs no transaction to set it (three round trips fewer). Keep the 0.45 in
-- step with TYPO_SIMILARITY in search-words.ts.
CREATE FUNCTION "search_near_words"("w" text, "max_words" integer) RETURNS json
  LANGUAGE sql STABLE
  SET "pg_trgm.word_similarity_threshold" = '0.45'
AS $$
  SELECT json_agg(json_build_array(n.word, n.sim) ORDER BY n.sim DESC, n.word)
  FROM (SELECT s.word, word_similarity(w, s.word) AS sim FROM "search_words" s
    WHERE w <% s.word ORDER BY sim DESC, s.word LIMIT max_words) n
$$;
