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

// {p} product, {b} brand, {a} the aspect shoppers judge, {u} pack size.
const BODIES: Record<number, readonly string[]> = {
  5: [
    'Using {b} for years and it never disappoints. The {a} is exactly what our family likes.',
    'Ordered the {u} pack and it arrived well sealed. Great {a}, will buy again.',
    'Paisa vasool! At this price {p} is a steal and the {a} is top class.',
    'Best {p} I have tried so far. Fresh stock and quick delivery.',
    'My mother recommended {b} and she was right. Superb {a}.',
    'Delivered the next morning with a long expiry date. Very happy with the {a}.',
  ],
  4: [
    'Good quality {p}. The {a} is nice; only wish the price was a little lower.',
    'Achha product. Packaging could be better but the {a} is good.',
    'A regular buy in our home. The {a} is consistent, though delivery took a day extra.',
    'Happy with the {a}. Slightly costlier than the local shop but genuine stock.',
  ],
  3: [
    'Average. The {a} is okay but I expected more from {b}.',
    'Decent for daily use, nothing special about the {a}.',
    'It is fine. The {u} pack was a bit dented on arrival.',
  ],
  2: [
    'Not happy with the {a} this time. It feels different from the earlier batch.',
    'Quality seems to have gone down. The {p} did not feel fresh.',
  ],
  1: [
    'Received a torn pack and the {a} was poor. Had to throw it away.',
    'Very disappointed. Not the usual {b} quality, will not order again.',
    'Expiry date was too close and customer care did not help.',
  ],
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
  for (let i = 0; i < count; i++) {
    const rating = drawRating(rng, tilt);
    const minutes = Math.floor((rng() * span) / 60_000);
    out.push({
      authorName: pick(rng, AUTHORS),
      rating,
      title: pick(rng, TITLES[rating] ?? []),
      body: fill(pick(rng, BODIES[rating] ?? []), plan),
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
