// Customers and the chronological order stream of the e-commerce sample.
import {
  DAY,
  MINUTE,
  RETAIL_SEASONALITY,
  RETAIL_WEEKDAYS,
  WINDOW_END,
  WINDOW_START,
  dailyCounts,
  timeOfDay,
} from "./calendar";
import { createProducts, type Product } from "./ecommerce-catalog";
import { formatCents, formatTimestamp } from "./format";
import { createEmail, createPerson, type Person } from "./geography";
import { Random, createPicker } from "./random";
import { memo, type SampleRow } from "./types";

export interface Customer extends Person {
  id: number;
  email: string;
  signupAt: number;
  segment: string;
}

export interface OrderBundle {
  order: SampleRow;
  items: SampleRow[];
  payment: SampleRow | null;
  reviews: SampleRow[];
}

const SEGMENTS = ["Consumer", "Corporate", "Home Office"];
const SEGMENT_WEIGHTS = [65, 22, 13];
const CHANNELS = ["web", "mobile_app", "marketplace"];
const CHANNEL_WEIGHTS = [55, 35, 10];
const PAYMENT_METHODS = ["credit_card", "paypal", "debit_card", "apple_pay", "google_pay", "bank_transfer"];
const PAYMENT_WEIGHTS = [46, 20, 14, 10, 6, 4];
const BASKET_SIZES = [1, 2, 3, 4, 5, 6, 7, 8];
const BASKET_WEIGHTS = [34, 25, 17, 10, 7, 4, 2, 1];
const DISCOUNTS = [5, 10, 15, 20, 25, 30];
const DISCOUNT_WEIGHTS = [30, 25, 15, 15, 8, 7];
/** Customers who signed up before the window, so the first days have buyers. */
const EARLY_CUSTOMERS = 700;

function createCustomer(rng: Random, id: number, signupAt: number, emails: Set<string>): Customer {
  const person = createPerson(rng);
  const segment = rng.weighted(SEGMENTS, SEGMENT_WEIGHTS);
  return { id, ...person, email: createEmail(rng, person, emails), signupAt, segment };
}

export const getCustomers = memo((): Customer[] => {
  const rng = new Random("ecommerce:customers");
  const emails = new Set<string>();
  const signups: number[] = [];
  for (let i = 0; i < EARLY_CUSTOMERS; i++) signups.push(rng.between(WINDOW_START - 365 * DAY, WINDOW_START));
  signups.sort((a, b) => a - b);
  for (const { day, count } of dailyCounts(rng, { base: 4.2, growth: 1.9, seasonality: RETAIL_SEASONALITY })) {
    const times = Array.from({ length: count }, () => timeOfDay(rng, day)).sort((a, b) => a - b);
    signups.push(...times);
  }
  return signups.map((signupAt, i) => createCustomer(rng, i + 1, signupAt, emails));
});

export const getProducts = memo(createProducts);

/** Black Friday weekend and Cyber Monday. */
function salesBoost(day: number): number {
  const date = new Date(day);
  if (date.getUTCMonth() !== 10) return 1;
  const firstWeekday = new Date(Date.UTC(date.getUTCFullYear(), 10, 1)).getUTCDay();
  const blackFriday = 1 + ((4 - firstWeekday + 7) % 7) + 21 + 1;
  const offset = date.getUTCDate() - blackFriday;
  return ([3, 1.9, 1.6, 2.6] as const)[offset] ?? 1;
}

function orderStatus(rng: Random, orderedAt: number): string {
  const ageDays = (WINDOW_END - orderedAt) / DAY;
  if (ageDays < 2) return rng.weighted(["processing", "shipped", "cancelled"], [70, 25, 5]);
  if (ageDays < 8) return rng.weighted(["shipped", "delivered", "processing", "cancelled"], [58, 33, 4, 5]);
  return rng.weighted(["delivered", "returned", "cancelled"], [89, 6, 5]);
}

class OrderStream {
  private rng = new Random("ecommerce:orders");
  private customers = getCustomers();
  private products = getProducts();
  private pickProduct = createPicker(
    this.products,
    this.products.map((p) => p.popularity),
  );
  private signedUp = 0;
  private itemId = 0;
  private paymentId = 0;
  private reviewId = 0;

  *run(): Generator<OrderBundle> {
    let orderId = 0;
    const volume = {
      base: 13.5,
      growth: 2.3,
      seasonality: RETAIL_SEASONALITY,
      weekdays: RETAIL_WEEKDAYS,
      boost: salesBoost,
    };
    for (const { day, count } of dailyCounts(this.rng, volume)) {
      const times = Array.from({ length: count }, () => timeOfDay(this.rng, day)).sort((a, b) => a - b);
      for (const orderedAt of times) yield this.createOrder(++orderId, orderedAt);
    }
  }

  /** Anyone signed up by then may buy; a third of orders come from the newest sign-ups. */
  private pickCustomer(at: number): Customer {
    while (this.signedUp < this.customers.length && this.customers[this.signedUp].signupAt <= at) this.signedUp++;
    const recent = Math.min(this.signedUp, 120);
    const index = this.rng.chance(0.33)
      ? this.signedUp - 1 - this.rng.int(0, recent - 1)
      : this.rng.int(0, this.signedUp - 1);
    return this.customers[index];
  }

  private createOrder(orderId: number, orderedAt: number): OrderBundle {
    const customer = this.pickCustomer(orderedAt);
    const status = orderStatus(this.rng, orderedAt);
    const items: SampleRow[] = [];
    const reviews: SampleRow[] = [];
    let totalHundredths = 0;
    for (const product of this.pickBasket()) {
      const quantity = this.pickQuantity(customer);
      const discount = this.pickDiscount(orderedAt);
      // In hundredths of a cent: exact, so the order total is the rounded sum of its lines.
      totalHundredths += quantity * product.priceCents * (100 - discount);
      items.push([
        ++this.itemId,
        orderId,
        product.id,
        quantity,
        formatCents(product.priceCents),
        (discount / 100).toFixed(2),
      ]);
      if (status === "delivered") this.maybeReview(product, customer, orderedAt, reviews);
    }
    const total = formatCents(Math.round(totalHundredths / 100));
    const channel = this.rng.weighted(CHANNELS, CHANNEL_WEIGHTS);
    const order = [
      orderId,
      customer.id,
      formatTimestamp(orderedAt),
      status,
      channel,
      customer.country.name,
      customer.city,
      total,
    ];
    return { order, items, payment: this.createPayment(orderId, status, orderedAt, total), reviews };
  }

  private pickBasket(): Product[] {
    const size = this.rng.weighted(BASKET_SIZES, BASKET_WEIGHTS);
    const basket = new Set<Product>();
    while (basket.size < size) basket.add(this.pickProduct(this.rng));
    return [...basket];
  }

  private pickQuantity(customer: Customer): number {
    if (customer.segment === "Corporate" && this.rng.chance(0.3)) return this.rng.int(2, 12);
    return this.rng.weighted([1, 2, 3, 4], [82, 12, 4, 2]);
  }

  /** Mostly full price; November sales discount far more often. */
  private pickDiscount(orderedAt: number): number {
    const november = new Date(orderedAt).getUTCMonth() === 10;
    if (!this.rng.chance(november ? 0.45 : 0.18)) return 0;
    return this.rng.weighted(DISCOUNTS, DISCOUNT_WEIGHTS);
  }

  private createPayment(orderId: number, status: string, orderedAt: number, total: string): SampleRow | null {
    if (status === "cancelled") return null;
    const method = this.rng.weighted(PAYMENT_METHODS, PAYMENT_WEIGHTS);
    const paidAt = Math.min(orderedAt + this.rng.int(1, 30) * MINUTE, WINDOW_END - 1000);
    return [++this.paymentId, orderId, method, total, formatTimestamp(paidAt)];
  }

  private maybeReview(product: Product, customer: Customer, orderedAt: number, reviews: SampleRow[]): void {
    if (!this.rng.chance(0.11)) return;
    const createdAt = orderedAt + this.rng.int(4, 40) * DAY + this.rng.int(0, 86_399) * 1000;
    // Ratings are J-shaped: mostly happy, plus a pocket of one-star complaints.
    const rating = this.rng.chance(0.06 - product.quality * 0.04)
      ? 1
      : Math.min(5, Math.max(1, Math.round(4.1 + product.quality + this.rng.normal(0, 1.05))));
    if (createdAt < WINDOW_END)
      reviews.push([++this.reviewId, product.id, customer.id, rating, formatTimestamp(createdAt)]);
  }
}

/** Regenerated on every call (cheap, and nothing large stays in memory). */
export function generateOrders(): Generator<OrderBundle> {
  return new OrderStream().run();
}
