// The demo store's information pages, written for a shop in India. Trusted HTML (seeded by us).

const ABOUT_US = `
<h2>Your neighbourhood kirana, now online</h2>
<p>Kirana brings the friendly corner store to your phone. We stock the atta, dal, masalas, snacks,
cleaning supplies and pooja needs that Indian homes buy every month, from brands you already trust,
at honest prices that include GST.</p>
<h3>What we promise</h3>
<ul>
<li><strong>Fair prices:</strong> the price you see is the price you pay, inclusive of all taxes. MRP is always shown so you can see what you save.</li>
<li><strong>Fresh stock:</strong> we source directly from brands and authorised distributors, and check expiry dates before every dispatch.</li>
<li><strong>Pay your way:</strong> cash on delivery, UPI, cards, netbanking or your Kirana wallet.</li>
<li><strong>Easy returns:</strong> damaged, expired or wrong items are replaced or refunded, no questions asked.</li>
</ul>
<h3>Who we are</h3>
<p>Kirana Retail Private Limited is registered in Bengaluru, Karnataka (GSTIN 29AABCK1234M1ZG).
We started Kirana because monthly shopping should take minutes, not a Sunday afternoon.</p>`;

const TERMS = `
<h2>Terms and conditions</h2>
<p>These terms govern your use of the Kirana website and app, operated by Kirana Retail Private
Limited, Bengaluru ("Kirana", "we"). By placing an order you agree to them.</p>
<h3>1. Orders and prices</h3>
<p>All prices are in Indian Rupees and include GST. An order is confirmed when we send you an order
confirmation. We may cancel an order if an item is out of stock or a price was shown in error; any
amount paid is then refunded in full to the original payment method or your Kirana wallet.</p>
<h3>2. Quantity limits</h3>
<p>To keep stock fair for every customer, we may limit the quantity of a product per order (normally 10).</p>
<h3>3. Delivery</h3>
<p>We deliver to serviceable pincodes in India. Delivery times shown at checkout are estimates. Delivery
is free above the threshold shown in your cart; otherwise the delivery fee shown at checkout applies.</p>
<h3>4. Payments</h3>
<p>Cash on delivery is available up to the order value shown at checkout. Online payments are processed
by our payment partner; we never store your card details.</p>
<h3>5. Returns and refunds</h3>
<p>Report damaged, expired or wrong items within 48 hours of delivery. Approved refunds reach your
Kirana wallet immediately or your original payment method within 5-7 working days.</p>
<h3>6. Coupons and wallet</h3>
<p>Coupons carry their own conditions, cannot be exchanged for cash and may be withdrawn if misused.
Wallet balance cannot be transferred or withdrawn as cash except as required by law.</p>
<h3>7. Governing law</h3>
<p>These terms are governed by the laws of India, and the courts of Bengaluru have jurisdiction. For
grievances, write to our Grievance Officer at grievance@kirana.example; we respond within 48 hours
as required by the Consumer Protection (E-Commerce) Rules, 2020.</p>`;

const PRIVACY = `
<h2>Privacy policy</h2>
<p>This policy explains how Kirana Retail Private Limited handles your personal data, in line with the
Digital Personal Data Protection Act, 2023.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, email address and mobile number, to create your account and sign you in.</li>
<li>Delivery addresses, to deliver your orders.</li>
<li>Your orders, payments, refunds and reviews, to serve you and meet our tax obligations.</li>
<li>Device information and pages visited, only if you allow analytics.</li>
</ul>
<h3>Why we use it</h3>
<p>To take and deliver orders, to support you, to prevent fraud, and, with your consent, to send you
offers. We do not sell your personal data.</p>
<h3>Who we share it with</h3>
<p>Delivery partners (your name, phone and address), payment processors (to take payment) and
authorities when the law requires it.</p>
<h3>Your rights</h3>
<p>You can see, correct, download or delete your data from your profile at any time, and withdraw
consent for marketing. Order records are kept for eight years as the GST law requires.</p>
<h3>Contact</h3>
<p>Our Grievance Officer can be reached at grievance@kirana.example or +91 80 4567 8900.</p>`;

export const PAGE_CONTENT = [
  { slug: 'about-us', title: 'About us', html: ABOUT_US.trim() },
  { slug: 'terms-and-conditions', title: 'Terms and conditions', html: TERMS.trim() },
  { slug: 'privacy-policy', title: 'Privacy policy', html: PRIVACY.trim() },
] as const;
