import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../client';
import { nutritionRows } from './art/nutrition';
import { CATALOGUE } from './data';
import { seedCatalogue } from './index';
import { planCatalogue } from './plan';

let database: Database;

async function rows<T>(query: SQL, db = database): Promise<T[]> {
  const result = (await db.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function fingerprint(db: Database): Promise<string[]> {
  const queries = [
    sql`select md5(string_agg(row_to_json(p)::text, '|' order by p.slug)) as h from products p`,
    sql`select md5(string_agg(row_to_json(v)::text, '|' order by v.sku)) as h from product_variants v`,
    sql`select md5(string_agg(row_to_json(c)::text, '|' order by c.slug)) as h from categories c`,
    sql`select md5(string_agg(row_to_json(r)::text, '|' order by r.id)) as h from reviews r`,
    sql`select md5(string_agg(row_to_json(i)::text, '|' order by i.id)) as h from product_images i`,
    sql`select md5(string_agg(m.id || ':' || md5(m.bytes), '|' order by m.id)) as h from media m`,
  ];
  const out: string[] = [];
  for (const q of queries) out.push((await rows<{ h: string }>(q, db))[0]?.h ?? '');
  return out;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: '', inMemory: true });
  await seedCatalogue(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('seedCatalogue', () => {
  it('makes at least 12 top categories, each with 2-5 sub-categories and a tile image', async () => {
    const tops = await rows<{ slug: string; subs: number; image: string | null }>(sql`
      select t.slug, count(s.id)::int as subs, m.id as image
      from categories t
      left join categories s on s.parent_id = t.id
      left join media m on m.id = t.image_id
      where t.parent_id is null group by t.slug, m.id`);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      expect(top.subs, top.slug).toBeGreaterThanOrEqual(2);
      expect(top.subs, top.slug).toBeLessThanOrEqual(5);
      expect(top.image, top.slug).not.toBeNull();
    }
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from categories c left join media m on m.id = c.image_id where m.id is null`);
    expect(missing?.n).toBe(0);
  });

  it('puts at least 300 products in sub-categories, with unique kebab-case slugs', async () => {
    const all = await rows<{ slug: string; parent: number | null }>(sql`
      select p.slug, c.parent_id as parent from products p join categories c on c.id = p.category_id`);
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.every((p) => p.parent !== null)).toBe(true);
    const slugs = all.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const categorySlugs = await rows<{ slug: string }>(sql`select slug from categories`);
    for (const c of categorySlugs) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const clash = new Set(categorySlugs.map((c) => c.slug));
    expect(slugs.filter((s) => clash.has(s))).toEqual([]);
  });

  it('prices every product and variant at or below MRP with a real GST rate and HSN code', async () => {
    const bad = await rows<{ slug: string }>(sql`
      select slug from products
      where price_paise > mrp_paise or price_paise <= 0 or gst_rate not in (0, 5, 12, 18, 28)
         or hsn_code !~ '^[0-9]{4,8}$' or description = '' or jsonb_array_length(highlights) < 3
      union all
      select sku from product_variants where price_paise > mrp_paise or price_paise <= 0`);
    expect(bad).toEqual([]);
    const [mix] = await rows<{ discounted: number; deals: number; total: number }>(sql`
      select count(*) filter (where price_paise < mrp_paise)::int as discounted,
             count(*) filter (where is_deal)::int as deals, count(*)::int as total from products`);
    expect(mix!.discounted / mix!.total).toBeGreaterThan(0.2);
    expect(mix!.discounted / mix!.total).toBeLessThan(0.45);
    expect(mix!.deals).toBeGreaterThan(mix!.total * 0.05);
    expect(mix!.deals).toBeLessThan(mix!.total * 0.2);
  });

  it('gives at least 80 products weight, pack or colour options priced from their cheapest', async () => {
    const [counts] = await rows<{ products: number; groups: string[] }>(sql`
      select count(distinct product_id)::int as products, array_agg(distinct group_name) as groups
      from product_variants`);
    expect(counts!.products).toBeGreaterThanOrEqual(80);
    expect(counts!.groups).toEqual(expect.arrayContaining(['Weight', 'Pack', 'Colour']));
    const mismatched = await rows<{ slug: string }>(sql`
      select p.slug from products p
      join lateral (
        select mrp_paise, price_paise from product_variants v
        where v.product_id = p.id and v.is_active order by v.price_paise, v.position limit 1
      ) cheapest on true
      where p.price_paise <> cheapest.price_paise or p.mrp_paise <> cheapest.mrp_paise
         or p.stock <> 0 or not p.has_variants`);
    expect(mismatched).toEqual([]);
    const [orphans] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p
      where p.has_variants and not exists (select 1 from product_variants v where v.product_id = p.id)`);
    expect(orphans?.n).toBe(0);
  });

  it('bulk packs cost less per unit than the smallest pack', async () => {
    const ladder = await rows<{ label: string; mrp: number }>(sql`
      select v.label, v.mrp_paise as mrp from product_variants v join products p on p.id = v.product_id
      where p.slug = 'aashirvaad-shudh-chakki-atta' order by v.position`);
    expect(ladder.map((v) => v.label)).toEqual(['1 kg', '5 kg', '10 kg']);
    const [one, five, ten] = ladder.map((v) => v.mrp);
    expect(five! / 5).toBeLessThan(one!);
    expect(ten! / 10).toBeLessThan(five! / 5);
  });

  it('says what a pack holds in its label (a net quantity), keeping the SKU', async () => {
    const packs = await rows<{ label: string; sku: string }>(sql`
      select v.label, v.sku from product_variants v join products p on p.id = v.product_id
      where p.slug = 'bisleri-packaged-drinking-water' order by v.position`);
    expect(packs.map((v) => v.label)).toEqual(['1 L', '3 × 1 L', '6 × 1 L']);
    expect(packs.map((v) => v.sku.replace(/^KIR-\d+-/, ''))).toEqual([
      'PACKOF1',
      'PACKOF3',
      'PACKOF6',
    ]);
  });

  it('leaves some products out of stock and a few running low', async () => {
    const [stock] = await rows<{ out: number; low: number }>(sql`
      select count(*) filter (where stock = 0)::int as out,
             count(*) filter (where stock between 1 and 5)::int as low
      from products where not has_variants`);
    expect(stock!.out).toBeGreaterThanOrEqual(3);
    expect(stock!.low).toBeGreaterThanOrEqual(2);
  });

  it('names every product’s maker, address, origin and care contact; food has a shelf life and an FSSAI licence', async () => {
    const facts = await rows<{
      slug: string;
      kind: string;
      maker_name: string;
      maker_address: string;
      country_of_origin: string;
      shelf_life_days: number | null;
      care_phone: string;
      care_email: string;
      fssai_licence: string | null;
    }>(sql`
      select p.slug, t.slug as kind, p.maker_name, p.maker_address, p.country_of_origin,
             p.shelf_life_days, p.care_phone, p.care_email, p.fssai_licence
      from products p join categories c on c.id = p.category_id join categories t on t.id = c.parent_id`);
    const foodTops = new Set(CATALOGUE.filter((t) => t.kind === 'food').map((t) => t.slug));
    for (const f of facts) {
      expect(f.maker_name, f.slug).toMatch(/(Limited|Ltd\.|Company|\))/);
      expect(f.maker_address, f.slug).toMatch(/ [1-9]\d{5}(, [A-Z][A-Za-z ]+)?$/);
      expect(f.care_phone, f.slug).toMatch(/^1800 \d{3} \d{4}$/);
      expect(f.care_email, f.slug).toMatch(/^consumercare@[a-z0-9.-]+\.[a-z]+$/);
      if (foodTops.has(f.kind)) {
        expect(f.fssai_licence, f.slug).toMatch(/^\d{14}$/);
        expect(f.shelf_life_days, f.slug).toBeGreaterThan(0);
      }
    }
    const bySlug = new Map(facts.map((f) => [f.slug, f]));
    expect(bySlug.get('aashirvaad-shudh-chakki-atta')).toMatchObject({
      maker_name: 'ITC Limited',
      country_of_origin: 'India',
      shelf_life_days: 90,
    });
    // not food: no licence; a notebook does not expire; an import names its country
    expect(facts.filter((f) => f.kind === 'stationery-office-supplies' && f.fssai_licence)).toEqual(
      [],
    );
    expect(
      facts.filter((f) => f.kind === 'stationery-office-supplies' && f.shelf_life_days !== null),
    ).toEqual([]);
    expect(facts.some((f) => f.country_of_origin !== 'India')).toBe(true);
    expect(facts.find((f) => f.slug.startsWith('amul-fresh-paneer'))?.shelf_life_days).toBe(7);
  });

  it('gives the best-selling atta’s bigger packs their own front picture', async () => {
    const found = await rows<{ label: string; image_id: string | null; svg: string | null }>(sql`
      select v.label, v.image_id, convert_from(m.bytes, 'UTF8') as svg from product_variants v
      join products p on p.id = v.product_id left join media m on m.id = v.image_id
      where p.slug = 'aashirvaad-shudh-chakki-atta' order by v.position`);
    expect(found.map((r) => [r.label, r.image_id])).toEqual([
      ['1 kg', null],
      ['5 kg', 'p-aashirvaad-shudh-chakki-atta-5-kg'],
      ['10 kg', 'p-aashirvaad-shudh-chakki-atta-10-kg'],
    ]);
    expect(found[1]!.svg).toContain('>5 kg</text>');
  });

  it('gives every product 2-4 SVG images with alt text', async () => {
    const counts = await rows<{ slug: string; n: number }>(sql`
      select p.slug, count(i.id)::int as n from products p
      left join product_images i on i.product_id = p.id group by p.slug`);
    expect(counts.length).toBeGreaterThanOrEqual(300);
    for (const c of counts) {
      expect(c.n, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.n, c.slug).toBeLessThanOrEqual(4);
    }
    const [links] = await rows<{ short: number; broken: number }>(sql`
      select count(*) filter (where length(i.alt) < 10)::int as short,
             count(*) filter (where m.id is null or m.content_type <> 'image/svg+xml')::int as broken
      from product_images i left join media m on m.id = i.media_id`);
    expect(links).toEqual({ short: 0, broken: 0 });
    const [big] = await rows<{ n: number; max: number }>(sql`
      select count(*) filter (where convert_from(bytes, 'UTF8') not like '<svg %</svg>')::int as n,
             max(length(bytes))::int as max from media`);
    expect(big?.n).toBe(0);
    expect(big?.max).toBeLessThan(3000);
  });

  it('draws SVGs that librsvg (through sharp) can render', async () => {
    const sample = await rows<{ id: string; bytes: Uint8Array }>(sql`
      select id, bytes from media where id like 'p-%' order by md5(id) limit 20`);
    const tiles = await rows<{ id: string; bytes: Uint8Array }>(sql`
      select id, bytes from media where id like 'c-%' order by id limit 4`);
    expect(sample).toHaveLength(20);
    for (const m of [...sample, ...tiles]) {
      const webp = await sharp(Buffer.from(m.bytes)).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      expect(meta.width, m.id).toBe(800);
      expect(meta.height, m.id).toBe(800);
    }
  });

  it('keeps each rating summary equal to its reviews', async () => {
    const mismatched = await rows<{ slug: string }>(sql`
      select p.slug from products p
      left join (
        select product_id, count(*)::int as n, sum(rating)::int as s,
               round(avg(rating) * 100)::int as avg
        from reviews group by product_id
      ) r on r.product_id = p.id
      where p.rating_count <> coalesce(r.n, 0) or p.rating_avg_x100 <> coalesce(r.avg, 0)
         or p.rating_sum <> coalesce(r.s, 0)`);
    expect(mismatched).toEqual([]);
    const [summary] = await rows<{
      total: number;
      none: number;
      five: number;
      verified: number;
    }>(sql`
      select (select count(*)::int from reviews) as total,
             (select count(*)::int from products where rating_count = 0) as none,
             (select count(*)::int from reviews where rating = 5) as five,
             (select count(*)::int from reviews where is_verified_purchase) as verified`);
    expect(summary!.total).toBeGreaterThanOrEqual(1000);
    expect(summary!.total).toBeLessThanOrEqual(2000);
    expect(summary!.none).toBeGreaterThan(0);
    expect(summary!.five / summary!.total).toBeGreaterThan(0.35);
    expect(summary!.verified / summary!.total).toBeGreaterThan(0.7);
  });

  it('gives one product’s reviews different reviewers and different words', async () => {
    const repeated = await rows<{ product_id: number }>(sql`
      select product_id from reviews group by product_id, body having count(*) > 1
      union all
      select product_id from reviews group by product_id, author_name having count(*) > 1`);
    expect(repeated).toEqual([]);
  });

  it('prints believable nutrition on food packs: energy from the macros, an atta nearly fat-free', () => {
    const plans = planCatalogue(CATALOGUE);
    const atta = plans.find((p) => p.sub.slug === 'atta-flours')!;
    const label = Object.fromEntries(nutritionRows(atta)!);
    expect(parseFloat(label['Total Fat']!)).toBeLessThan(3);
    expect(parseFloat(label['Carbohydrate']!)).toBeGreaterThan(60);
    const energy = parseFloat(label['Energy']!);
    expect(energy).toBeGreaterThan(320);
    expect(energy).toBeLessThan(380);
    const oil = plans.find((p) => p.sub.slug === 'refined-oils')!;
    expect(parseFloat(Object.fromEntries(nutritionRows(oil)!)['Total Fat']!)).toBeGreaterThan(90);
    for (const p of plans.filter((x) => x.top.kind === 'food'))
      expect(nutritionRows(p), p.slug).not.toBeNull();
    expect(nutritionRows(plans.find((p) => p.top.kind !== 'food')!)).toBeNull();
  });

  it('makes products findable by Hindi names and common spellings', async () => {
    const find = async (word: string) =>
      (
        await rows<{ slug: string }>(
          sql`select slug from products where search_text ~ ${`\\m${word}\\M`}`,
        )
      ).map((r) => r.slug);
    expect(await find('gehun')).toContain('aashirvaad-shudh-chakki-atta');
    expect(await find('haldi')).toContain('everest-turmeric-powder');
    expect(await find('daal')).toContain('tata-sampann-toor-dal');
    expect(await find('5')).toContain('aashirvaad-shudh-chakki-atta');
  });

  it('seeds identical rows into a second fresh database', async () => {
    const other = await openDatabase({ dataDir: '', inMemory: true });
    try {
      await seedCatalogue(other.db);
      expect(await fingerprint(other)).toEqual(await fingerprint(database));
    } finally {
      await other.close();
    }
  });
});
