// "E-commerce Store" sample: an online shop's customers, catalogue, orders, payments and reviews.
import { createCategories } from "./ecommerce-catalog";
import { generateOrders, getCustomers, getProducts, type OrderBundle } from "./ecommerce-orders";
import { formatCents, formatDate } from "./format";
import { defineTable, type SampleDefinition, type SampleRow } from "./types";

function* fromOrders(select: (bundle: OrderBundle) => SampleRow[]): Generator<SampleRow> {
  for (const bundle of generateOrders()) yield* select(bundle);
}

const customers = defineTable({
  name: "customers",
  description: "Shoppers with their location, customer segment and sign-up date.",
  columns: {
    id: "integer PRIMARY KEY",
    first_name: "text NOT NULL",
    last_name: "text NOT NULL",
    email: "text NOT NULL UNIQUE",
    country: "text NOT NULL",
    city: "text NOT NULL",
    segment: "text NOT NULL",
    signup_date: "date NOT NULL",
  },
  rows: () =>
    getCustomers().map((c) => [
      c.id,
      c.firstName,
      c.lastName,
      c.email,
      c.country.name,
      c.city,
      c.segment,
      formatDate(c.signupAt),
    ]),
});

const categories = defineTable({
  name: "categories",
  description: "Product categories of the store's catalogue.",
  columns: { id: "integer PRIMARY KEY", name: "text NOT NULL UNIQUE" },
  rows: () => createCategories().map((c) => [c.id, c.name]),
});

const products = defineTable({
  name: "products",
  description: "Products for sale with their brand, category, list price and unit cost (USD).",
  columns: {
    id: "integer PRIMARY KEY",
    name: "text NOT NULL",
    brand: "text NOT NULL",
    category_id: "integer NOT NULL",
    price: "numeric(12,2) NOT NULL",
    cost: "numeric(12,2) NOT NULL",
  },
  references: { category_id: "categories" },
  rows: () =>
    getProducts().map((p) => [
      p.id,
      p.name,
      p.brand,
      p.categoryId,
      formatCents(p.priceCents),
      formatCents(p.costCents),
    ]),
});

const orders = defineTable({
  name: "orders",
  description: "Customer orders with date, fulfilment status, sales channel, shipping location and total (USD).",
  columns: {
    id: "integer PRIMARY KEY",
    customer_id: "integer NOT NULL",
    order_date: "timestamp NOT NULL",
    status: "text NOT NULL CHECK (status IN ('delivered', 'shipped', 'processing', 'cancelled', 'returned'))",
    channel: "text NOT NULL",
    country: "text NOT NULL",
    city: "text NOT NULL",
    total: "numeric(12,2) NOT NULL",
  },
  references: { customer_id: "customers" },
  indexes: [["order_date"]],
  rows: () => fromOrders((bundle) => [bundle.order]),
});

const orderItems = defineTable({
  name: "order_items",
  description: "Lines of each order: product, quantity, unit price and discount rate (0.15 = 15% off).",
  columns: {
    id: "integer PRIMARY KEY",
    order_id: "integer NOT NULL",
    product_id: "integer NOT NULL",
    quantity: "integer NOT NULL CHECK (quantity > 0)",
    unit_price: "numeric(12,2) NOT NULL",
    discount: "numeric(4,2) NOT NULL DEFAULT 0",
  },
  references: { order_id: "orders", product_id: "products" },
  rows: () => fromOrders((bundle) => bundle.items),
});

const payments = defineTable({
  name: "payments",
  description: "Payments received for orders, with payment method and time (cancelled orders have none).",
  columns: {
    id: "integer PRIMARY KEY",
    order_id: "integer NOT NULL",
    method: "text NOT NULL",
    amount: "numeric(12,2) NOT NULL",
    paid_at: "timestamp NOT NULL",
  },
  references: { order_id: "orders" },
  rows: () => fromOrders((bundle) => (bundle.payment ? [bundle.payment] : [])),
});

const reviews = defineTable({
  name: "reviews",
  description: "Product reviews left by customers after delivery, rated 1 to 5 stars.",
  columns: {
    id: "integer PRIMARY KEY",
    product_id: "integer NOT NULL",
    customer_id: "integer NOT NULL",
    rating: "integer NOT NULL CHECK (rating BETWEEN 1 AND 5)",
    created_at: "timestamp NOT NULL",
  },
  references: { product_id: "products", customer_id: "customers" },
  rows: () => fromOrders((bundle) => bundle.reviews),
});

export const ecommerce: SampleDefinition = {
  id: "ecommerce",
  name: "E-commerce Store",
  type: "postgresql",
  category: "E-commerce",
  icon: "🛒",
  iconName: "cart",
  description: "Three years of an online store: customers in 15 countries, products, orders, payments and reviews.",
  schema: "ecommerce",
  tables: [customers, categories, products, orders, orderItems, payments, reviews],
};
