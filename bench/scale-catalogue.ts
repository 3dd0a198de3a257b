// Grows the seeded demo store (394 products) to a large generated catalogue for bench/scale.ts,
// inside PostgreSQL: every new product is a seeded one's kind ("Shudh Chakki Atta") under another
// Indian brand and qualifier, in the seeded product's category, with its Hindi and regional words
// (chawal, atta, haldi…), its option rows at scaled prices and its images. Nothing is committed as
// data: the rows are made by three INSERT … SELECT statements, in seconds. A product whose seed
// has a Hindi name gets one too (its brand, qualifier and the seed's kind in Hindi), and the
// loose Latin words search holds for it.
import pg from 'pg';
import { hinglishWords } from '../apps/api/src/modules/catalogue/search-hinglish';

/** Bump when the generated rows change, so a kept bench database is rebuilt. */
export const GENERATOR_VERSION = 2;

const BRANDS = [
  'Shubh Laxmi',
  'Annapurna Gold',
  'Desi Rasoi',
  'Gaon Ki Mitti',
  'Rasoi Ratna',
  'Kesar Kunj',
  'Swad Sagar',
  'Nandan Farms',
  'Ganga Valley',
  'Sahyadri Naturals',
  'Malabar Coast',
  'Vrindavan Foods',
  'Kaveri Fresh',
  'Rajbhog',
  'Shree Krishna',
  'Himalayan Harvest',
  'Deccan Delight',
  'Amrit Dhara',
  'Navratna',
  'Bharat Bhog',
  'Sundaram',
  'Triveni',
  'Meghna',
  'Chettinad Spices',
  'Kashi Vishwanath',
  'Marwar Mills',
  'Punjab Da Swad',
  'Bengal Bazaar',
  'Konkan Kitchen',
  'Mysore Mahal',
  'Lakshmi Narayan',
  'Golden Kalash',
  'Sitara',
  'Hariyali',
  'Mahalaxmi',
  'Udupi Ruchi',
  'Dilli Haat',
  'Nilgiri Hills',
  'Sona Moti',
  'Aangan',
];

/** BRANDS in Devanagari, in the same order. */
const BRANDS_HI = [
  'शुभ लक्ष्मी',
  'अन्नपूर्णा गोल्ड',
  'देसी रसोई',
  'गांव की मिट्टी',
  'रसोई रत्न',
  'केसर कुंज',
  'स्वाद सागर',
  'नंदन फ़ार्म्स',
  'गंगा वैली',
  'सह्याद्रि नेचुरल्स',
  'मालाबार कोस्ट',
  'वृंदावन फ़ूड्स',
  'कावेरी फ़्रेश',
  'राजभोग',
  'श्री कृष्णा',
  'हिमालयन हार्वेस्ट',
  'दक्कन डिलाइट',
  'अमृत धारा',
  'नवरत्न',
  'भारत भोग',
  'सुंदरम',
  'त्रिवेणी',
  'मेघना',
  'चेट्टिनाड स्पाइसेज़',
  'काशी विश्वनाथ',
  'मारवाड़ मिल्स',
  'पंजाब दा स्वाद',
  'बंगाल बाज़ार',
  'कोंकण किचन',
  'मैसूर महल',
  'लक्ष्मी नारायण',
  'गोल्डन कलश',
  'सितारा',
  'हरियाली',
  'महालक्ष्मी',
  'उडुपी रुचि',
  'दिल्ली हाट',
  'नीलगिरि हिल्स',
  'सोना मोती',
  'आंगन',
];

const QUALIFIERS = [
  'Premium',
  'Classic',
  'Select',
  'Daily',
  'Royal',
  'Special',
  'Pure',
  'Organic',
  'Super',
  'Family Pack',
];

/** QUALIFIERS in Devanagari, in the same order. */
const QUALIFIERS_HI = [
  'प्रीमियम',
  'क्लासिक',
  'सिलेक्ट',
  'डेली',
  'रॉयल',
  'स्पेशल',
  'शुद्ध',
  'ऑर्गेनिक',
  'सुपर',
  'फ़ैमिली पैक',
];

/** Products the generated catalogue holds, the seeded ones included. */
export const SCALE_PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 100_000);

/** The table's columns in order, but those PostgreSQL computes. */
async function columnsOf(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

/**
 * The Hindi of each seed with a Hindi name: its kind without its brand ("शुद्ध चक्की आटा": as
 * many words dropped as its English brand has) and the loose Latin words of its Hindi brand, which
 * its search text holds and the products made from it (other brands) must not.
 */
async function seedHindi(db: pg.Client) {
  const { rows } = await db.query<{ id: number; brand: string; name_hi: string }>(
    'SELECT id, brand, name_hi FROM products WHERE name_hi IS NOT NULL',
  );
  return rows.map((r) => {
    const words = r.name_hi.split(' ');
    const n = r.brand.split(' ').length;
    const kindHi = words.slice(n).join(' ');
    const kindWords = new Set(hinglishWords([kindHi]));
    const brandWords = hinglishWords([words.slice(0, n).join(' ')]).filter(
      (w) => !kindWords.has(w),
    );
    return { id: r.id, kind_hi: kindHi, brand_words: brandWords };
  });
}

/** The loose Latin words of each Hindi brand or qualifier, as one space-joined text each. */
const wordsOf = (hindi: string[]) => hindi.map((h) => hinglishWords([h]).join(' '));

/**
 * Adds products (with option rows and images) until the store holds `total`. Runs in one
 * transaction, then analyzes the tables so the planner sees their real size.
 */
export async function growCatalogue(url: string, total = SCALE_PRODUCTS): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('BEGIN');
    await db.query(`CREATE TEMP TABLE seeds ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS k, p.*,
        CASE WHEN p.name ILIKE p.brand || ' %' THEN substr(p.name, length(p.brand) + 2) ELSE p.name END AS kind,
        regexp_split_to_array(lower(p.brand), '[^[:alnum:]]+') AS brand_words
      FROM products p`);
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM seeds');
    await db.query(
      `CREATE TEMP TABLE seed_hi ON COMMIT DROP AS
      SELECT * FROM json_to_recordset($1::json) AS x(id int, kind_hi text, brand_words text[])`,
      [JSON.stringify(await seedHindi(db))],
    );
    const seeds = Number(rows[0]!.n);
    const add = total - seeds;
    if (seeds === 0 || add <= 0) throw new Error(`cannot grow ${seeds} products to ${total}`);
    // i walks seeds fastest, then brands, then qualifiers: every (kind, brand, qualifier) once.
    await db.query(
      `CREATE TEMP TABLE gen ON COMMIT DROP AS
      SELECT g.i, nextval('products_id_seq') AS id, s.id AS seed_id, b.brand,
        b.brand || ' ' || b.qual || ' ' || s.kind AS name,
        b.brand_hi || ' ' || b.qual_hi || ' ' || h.kind_hi AS name_hi,
        CASE WHEN h.id IS NULL THEN '' ELSE ' ' || b.brand_words_hi || ' ' || b.qual_words_hi END AS words_hi,
        coalesce(h.brand_words, '{}') AS seed_brand_words_hi,
        0.8 + ((g.i * 7) % 50) / 100.0 AS factor
      FROM generate_series(1, $3::int) g(i)
      JOIN seeds s ON s.k = g.i % $4
      LEFT JOIN seed_hi h ON h.id = s.id
      CROSS JOIN LATERAL (SELECT 1 + (g.i / $4) % cardinality($1::text[]) AS bi,
        1 + (g.i / ($4 * cardinality($1::text[]))) % cardinality($2::text[]) AS qi) n
      CROSS JOIN LATERAL (SELECT ($1::text[])[n.bi] AS brand, ($2::text[])[n.qi] AS qual,
        ($5::text[])[n.bi] AS brand_hi, ($6::text[])[n.qi] AS qual_hi,
        ($7::text[])[n.bi] AS brand_words_hi, ($8::text[])[n.qi] AS qual_words_hi) b`,
      [
        BRANDS,
        QUALIFIERS,
        add,
        seeds,
        BRANDS_HI,
        QUALIFIERS_HI,
        wordsOf(BRANDS_HI),
        wordsOf(QUALIFIERS_HI),
      ],
    );
    // Columns set here; every other column (facts the store added since) is the seed's own.
    const own: Record<string, string> = {
      id: 'g.id',
      slug: `trim(both '-' from regexp_replace(lower(g.name), '[^a-z0-9]+', '-', 'g')) || '-' || g.i`,
      name: 'g.name',
      brand: 'g.brand',
      // SKUs are unique (products_sku_uq): each copy its own, as the option rows' below
      sku: `s.sku || '-G' || g.i`,
      name_hi: 'g.name_hi',
      mrp_paise: 'round(s.mrp_paise * g.factor)',
      price_paise: 'round(s.price_paise * g.factor)',
      is_active: 'true',
      is_deal: 's.is_deal AND g.i % 3 = 0',
      rating_avg_x100: 'CASE WHEN g.i % 4 = 0 THEN 0 ELSE 300 + (g.i * 37) % 200 END',
      rating_count: 'CASE WHEN g.i % 4 = 0 THEN 0 ELSE 1 + (g.i * 13) % 90 END',
      rating_sum: '0',
      sold_count: '(g.i * 2654435761) % 4000',
      // buildSearchText's rules: name, brand, unit, then the seed's category names and Hinglish
      // tags (its own brand's words left out), lower-cased, each word once; then the loose Latin
      // words of its Hindi name (the seed's Hindi brand's left out, its own brand's and qualifier's in)
      search_text: `(SELECT string_agg(w, ' ' ORDER BY o) FROM (
          SELECT w, min(o) AS o FROM regexp_split_to_table(
            regexp_replace(lower(g.name || ' ' || g.brand || ' ' || s.unit_label), '[^[:alnum:]%.]+', ' ', 'g')
              || ' ' || s.search_text || g.words_hi, ' ') WITH ORDINALITY t(w, o)
          WHERE w <> '' AND NOT (w = ANY (s.brand_words) AND position(w IN lower(g.name || ' ' || g.brand)) = 0)
            AND NOT (w = ANY (g.seed_brand_words_hi) AND position(w IN g.words_hi) = 0)
          GROUP BY w) x)`,
      created_at: "s.created_at - ((g.i % 700) * interval '1 hour')",
      updated_at: 'now()',
    };
    const columns = await columnsOf(db, 'products');
    const names = columns.map((c) => `"${c}"`).join(', ');
    const values = columns.map((c) => own[c] ?? `s."${c}"`).join(', ');
    await db.query(
      `INSERT INTO products (${names}) SELECT ${values} FROM gen g JOIN seeds s ON s.id = g.seed_id`,
    );
    const variantColumns = (await columnsOf(db, 'product_variants')).filter((c) => c !== 'id');
    const variantOwn: Record<string, string> = {
      product_id: 'g.id',
      sku: `v.sku || '-G' || g.i`,
      mrp_paise: 'round(v.mrp_paise * g.factor)',
      price_paise: 'round(v.price_paise * g.factor)',
    };
    await db.query(
      `INSERT INTO product_variants (${variantColumns.map((c) => `"${c}"`).join(', ')})
      SELECT ${variantColumns.map((c) => variantOwn[c] ?? `v."${c}"`).join(', ')}
      FROM gen g JOIN product_variants v ON v.product_id = g.seed_id`,
    );
    await db.query(`
      INSERT INTO product_images (product_id, media_id, alt, position)
      SELECT g.id, i.media_id, g.name, i.position
      FROM gen g JOIN product_images i ON i.product_id = g.seed_id`);
    await db.query('COMMIT');
    // vacuum too: it moves the GIN indexes' pending entries into the index proper, as autovacuum
    // would in a while (a search meanwhile reads the whole pending list), and marks product_words'
    // pages all-visible, so its index-only scans need not visit the table
    const tables = [
      'products',
      'product_search',
      'product_words',
      'product_variants',
      'product_images',
      'search_words',
    ];
    for (const table of tables) await db.query(`VACUUM ANALYZE ${table}`);
    return add;
  } catch (err) {
    await db.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await db.end();
  }
}
