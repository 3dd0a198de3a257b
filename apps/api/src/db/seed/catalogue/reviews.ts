import { BASE_TIME, DAY_MS } from './plan';
import { intBetween, pick, rngFor, type Rng } from './prng';
import type { ProductPlan } from './types';

export interface ReviewPlan {
  authorName: string;
  rating: number;
  title: string;
  body: string;
  isVerifiedPurchase: boolean;
  createdAt: Date;
}

const LAST_REVIEW = Date.UTC(2026, 9, 31);

const AUTHORS = [
  'Priya S.',
  'Rahul Verma',
  'Ananya',
  'Mohammed Irfan',
  'Lakshmi N.',
  'Gurpreet Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Kavita Sharma',
  'Vikram Joshi',
  'Fatima Shaikh',
  'Rohan D.',
  'Meera Iyer',
  'Suresh Patel',
  'Deepa Menon',
  'Amit Kumar',
  'Neha Gupta',
  'Sanjay Mishra',
  'Pooja Agarwal',
  'Karthik R.',
  'Aisha Khan',
  'Harpreet Kaur',
  'Manoj Yadav',
  'Divya Nair',
  'Abhishek Singh',
  'Shalini Rao',
  'Ravi Teja',
  'Anjali Desai',
  'Imran Qureshi',
  'Sunita Devi',
  'Nikhil Jain',
  'Swati Chatterjee',
  'Joseph Thomas',
  'Bhavna Mehta',
  'Sourav Banerjee',
  'Geeta Pillai',
  'Farhan Ali',
  'Ritu Malhotra',
  'Venkatesh K.',
  'Tanvi Shah',
  'Pradeep Nayak',
  'Zoya Siddiqui',
  'Ashok Bhat',
  'Nandini Hegde',
  'Aditya Kapoor',
  'Rekha Pandey',
  'Sameer Kulkarni',
  'Jaspreet Gill',
  'Usha Rani',
  'Kiran Bedi',
  'Manpreet K.',
  'Rajesh Tiwari',
  'Sangeeta Bose',
  'Vivek Chauhan',
  'Preeti Saxena',
  'Naveen Kumar',
  'Shruti Deshpande',
  'Arvind Subramanian',
  'Mehak Arora',
  'Gopal Krishnan',
  'Ishita Sen',
  'Dinesh Chaudhary',
  'Sara Fernandes',
  'Lalit Mohan',
  'Pallavi Joshi',
  'Yusuf Pathan',
  'Radhika M.',
  'Hemant Rawat',
  "Anita D'Souza",
  'Tushar Patil',
  'Chitra Raghavan',
  'Mohit Bansal',
  'Sakshi Verma',
  'Balaji S.',
  'Nisha Thakur',
];

const TITLES: Record<number, readonly string[]> = {
  5: [
    'Excellent product',
    'Must buy',
    'Very good quality',
    'Value for money',
    'Loved it',
    'Superb!',
    'Highly recommended',
    'Paisa vasool',
    'Best in this range',
    'Ekdum badhiya',
  ],
  4: [
    'Good product',
    'Nice',
    'Worth the price',
    'Pretty good',
    'Satisfied',
    'Achha hai',
    'Good, but could be cheaper',
  ],
  3: ['Average', 'Okay for the price', 'Decent', 'Could be better', 'Not bad'],
  2: ['Not up to the mark', 'Disappointed', 'Below average', 'Quality has dropped'],
  1: ['Very poor', 'Waste of money', 'Do not buy', 'Terrible experience', 'Damaged pack'],
};

// A review's text is an opener, a detail and sometimes a closer, each drawn for its stars, so
// reviewers of one product never share a text. {p} product, {b} brand, {a} the aspect shoppers
// judge, {u} pack size.
const OPENERS: Record<number, readonly string[]> = {
  5: [
    'Using {b} for years and it never disappoints.',
    'Paisa vasool!',
    'Best {p} I have tried so far.',
    'My mother recommended {b} and she was right.',
    'Second time ordering this.',
    'Switched to {b} last year and never went back.',
    'Ekdum badhiya.',
    'Really impressed.',
  ],
  4: [
    'Good quality {p}.',
    'Achha product.',
    'A regular buy in our home.',
    'Happy with this one overall.',
    'Does the job well.',
    'Quite good for the price.',
  ],
  3: [
    'Average.',
    'Decent for daily use.',
    'It is fine, nothing more.',
    'Mixed feelings about this one.',
    'Okay-ish.',
  ],
  2: [
    'Not happy this time.',
    'Quality seems to have gone down.',
    'Expected better from {b}.',
    'Bit of a letdown.',
  ],
  1: [
    'Very disappointed.',
    'Would not recommend.',
    'Worst purchase this month.',
    'Not the usual {b} quality.',
  ],
};

const DETAILS: Record<number, readonly string[]> = {
  5: [
    'The {a} is exactly what our family likes.',
    'Ordered the {u} pack and it arrived well sealed.',
    'At this price the {a} is top class.',
    'Fresh stock, with a long expiry date.',
    'The {a} is the same every single time.',
    'Came the next morning, neatly packed.',
  ],
  4: [
    'The {a} is nice; only wish the price was a little lower.',
    'Packaging could be better but the {a} is good.',
    'The {a} is consistent, though delivery took a day extra.',
    'Slightly costlier than the local shop but genuine stock.',
    'The {u} pack lasts us about a month.',
  ],
  3: [
    'The {a} is okay but I expected more.',
    'Nothing special about the {a}.',
    'The {u} pack was a bit dented on arrival.',
    'The {a} varies from batch to batch.',
  ],
  2: [
    'The {a} feels different from the earlier batch.',
    'The {p} did not feel fresh.',
    'The seal of the {u} pack was loose.',
  ],
  1: [
    'Received a torn pack and had to throw it away.',
    'The {a} was poor and the pack was damaged.',
    'Expiry date was too close and customer care did not help.',
  ],
};

const CLOSERS: Record<number, readonly string[]> = {
  5: ['Will buy again.', 'Highly recommended.', 'Five stars from me.', ''],
  4: ['Will keep ordering.', 'Recommended.', ''],
  3: ['Might try another brand next time.', ''],
  2: ['Hope they fix it.', ''],
  1: ['Asked for a return.', ''],
};

/** About 45% five stars, 30% four, 12% three, 6% two and 7% one, tilted by product quality. */
function drawRating(rng: Rng, tilt: number): number {
  const u = rng() ** tilt;
  if (u < 0.45) return 5;
  if (u < 0.75) return 4;
  if (u < 0.87) return 3;
  if (u < 0.93) return 2;
  return 1;
}

function fill(template: string, plan: ProductPlan): string {
  const short = plan.name.startsWith(`${plan.brand} `)
    ? plan.name.slice(plan.brand.length + 1)
    : plan.name;
  return template
    .replaceAll('{p}', short)
    .replaceAll('{b}', plan.brand)
    .replaceAll('{a}', plan.sub.aspect)
    .replaceAll('{u}', plan.unitLabel);
}

/** The reviews of one product: best sellers get many, some products none; same on every run. */
export function planReviews(plan: ProductPlan): ReviewPlan[] {
  const rng = rngFor(`reviews:${plan.slug}`);
  const count = plan.popular ? intBetween(rng, 8, 22) : Math.floor(rng() ** 2 * 8);
  const tilt = 0.7 + rng() * 0.6;
  const start = plan.createdAt.getTime() + 2 * DAY_MS;
  const span = Math.max(DAY_MS, LAST_REVIEW - start);
  const out: ReviewPlan[] = [];
  // one product's reviewers and texts are all different
  const unused = <T>(list: readonly T[], used: Set<T>): T => {
    for (let tries = 0; tries < 12; tries++) {
      const v = pick(rng, list);
      if (!used.has(v)) return (used.add(v), v);
    }
    return pick(rng, list);
  };
  const authors = new Set<string>();
  const bodies = new Set<string>();
  const titles = new Set<string>();
  for (let i = 0; i < count; i++) {
    const rating = drawRating(rng, tilt);
    const minutes = Math.floor((rng() * span) / 60_000);
    const compose = () =>
      [OPENERS, DETAILS, CLOSERS]
        .map((part) => pick(rng, part[rating] ?? []))
        .filter(Boolean)
        .join(' ');
    let body = compose();
    for (let tries = 0; tries < 12 && bodies.has(body); tries++) body = compose();
    bodies.add(body);
    out.push({
      authorName: unused(AUTHORS, authors),
      rating,
      title: unused(TITLES[rating] ?? [], titles),
      body: fill(body, plan),
      isVerifiedPurchase: rng() < 0.86,
      createdAt: new Date(Math.max(start, BASE_TIME) + minutes * 60_000),
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Average × 100, rounded, and the count: what products.rating_avg_x100 and rating_count hold. */
export function ratingSummary(reviews: readonly ReviewPlan[]): {
  avg: number;
  count: number;
  sum: number;
} {
  if (reviews.length === 0) return { avg: 0, count: 0, sum: 0 };
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return { avg: Math.round((sum * 100) / reviews.length), count: reviews.length, sum };
}
