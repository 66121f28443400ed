// Product catalogue of the e-commerce sample: categories with their own price levels, branded products.
import { Random, zipfWeights } from "./random";

interface CategorySpec {
  name: string;
  /** Median price in dollars and log-normal spread: a long tail of expensive items. */
  median: number;
  spread: number;
  /** Relative share of sales. */
  popularity: number;
  items: string[];
}

const CATEGORIES: CategorySpec[] = [
  {
    name: "Electronics",
    median: 95,
    spread: 0.8,
    popularity: 16,
    items: [
      "Wireless Earbuds",
      "Bluetooth Speaker",
      "Smartwatch",
      "4K Monitor",
      "Mechanical Keyboard",
      "Wireless Mouse",
      "USB-C Hub",
      "Portable SSD",
      "Noise-Cancelling Headphones",
      "Webcam",
      "Tablet",
      "E-Reader",
      "Power Bank",
      "Action Camera",
      "Smart Plug",
    ],
  },
  {
    name: "Home & Kitchen",
    median: 42,
    spread: 0.7,
    popularity: 13,
    items: [
      "Chef's Knife",
      "Cast Iron Skillet",
      "Coffee Grinder",
      "French Press",
      "Blender",
      "Air Fryer",
      "Stand Mixer",
      "Cutting Board",
      "Dutch Oven",
      "Electric Kettle",
      "Toaster",
      "Espresso Machine",
      "Storage Containers",
    ],
  },
  {
    name: "Clothing",
    median: 34,
    spread: 0.55,
    popularity: 14,
    items: [
      "T-Shirt",
      "Hoodie",
      "Slim Jeans",
      "Rain Jacket",
      "Merino Sweater",
      "Chinos",
      "Wrap Dress",
      "Polo Shirt",
      "Denim Jacket",
      "Leggings",
      "Wool Coat",
      "Flannel Shirt",
    ],
  },
  {
    name: "Shoes",
    median: 72,
    spread: 0.45,
    popularity: 7,
    items: [
      "Running Shoes",
      "Trail Sneakers",
      "Leather Boots",
      "Sandals",
      "Loafers",
      "Hiking Boots",
      "Slip-Ons",
      "High-Top Sneakers",
    ],
  },
  {
    name: "Beauty & Personal Care",
    median: 17,
    spread: 0.6,
    popularity: 10,
    items: [
      "Face Serum",
      "Moisturizer",
      "Sunscreen SPF 50",
      "Shampoo",
      "Conditioner",
      "Lip Balm",
      "Electric Toothbrush",
      "Hair Dryer",
      "Beard Oil",
      "Body Lotion",
    ],
  },
  {
    name: "Sports & Outdoors",
    median: 38,
    spread: 0.8,
    popularity: 8,
    items: [
      "Yoga Mat",
      "Dumbbell Set",
      "Water Bottle",
      "Camping Tent",
      "Sleeping Bag",
      "Resistance Bands",
      "Bike Helmet",
      "Trekking Poles",
      "Headlamp",
      "Foam Roller",
    ],
  },
  {
    name: "Books",
    median: 16,
    spread: 0.35,
    popularity: 9,
    items: [
      "Cookbook",
      "Mystery Novel",
      "Sci-Fi Novel",
      "Travel Guide",
      "Biography",
      "Business Handbook",
      "Children's Picture Book",
      "Poetry Collection",
      "History of Europe",
      "Data Science Primer",
    ],
  },
  {
    name: "Toys & Games",
    median: 24,
    spread: 0.6,
    popularity: 6,
    items: [
      "Building Blocks Set",
      "Strategy Board Game",
      "1000-Piece Puzzle",
      "Plush Bear",
      "RC Car",
      "Card Game",
      "Model Kit",
      "Science Kit",
    ],
  },
  {
    name: "Furniture",
    median: 210,
    spread: 0.6,
    popularity: 4,
    items: [
      "Office Chair",
      "Standing Desk",
      "Bookshelf",
      "Floor Lamp",
      "Coffee Table",
      "Nightstand",
      "Two-Seat Sofa",
      "Bed Frame",
      "TV Stand",
    ],
  },
  {
    name: "Grocery & Gourmet",
    median: 11,
    spread: 0.4,
    popularity: 6,
    items: [
      "Single-Origin Coffee",
      "Matcha Green Tea",
      "Dark Chocolate",
      "Extra Virgin Olive Oil",
      "Maple Syrup",
      "Granola",
      "Hot Sauce",
      "Wildflower Honey",
      "Bronze-Cut Pasta",
    ],
  },
  {
    name: "Pet Supplies",
    median: 21,
    spread: 0.65,
    popularity: 5,
    items: [
      "Orthopedic Dog Bed",
      "Cat Tree",
      "Pet Carrier",
      "Chew Toy",
      "Clumping Cat Litter",
      "Dog Leash",
      "Automatic Feeder",
      "Grooming Brush",
    ],
  },
  {
    name: "Jewelry & Watches",
    median: 85,
    spread: 0.9,
    popularity: 2,
    items: [
      "Silver Necklace",
      "Gold Hoop Earrings",
      "Chronograph Watch",
      "Charm Bracelet",
      "Signet Ring",
      "Pearl Studs",
    ],
  },
];

const BRANDS = [
  "Northwind",
  "Aurora",
  "Nimbus",
  "Vertex",
  "Lumen",
  "Harbor",
  "Evergreen",
  "Summit",
  "Atlas",
  "Pioneer",
  "Cobalt",
  "Willow",
  "Orchid",
  "Sable",
  "Juniper",
  "Quartz",
  "Redwood",
  "Solstice",
  "Tidal",
  "Zephyr",
  "Ember",
  "Kestrel",
  "Ironwood",
  "Marlow",
];
const EDITIONS = ["", "", "", " Pro", " Lite", " Plus", " Mini", " Max", " Classic", " 2"];

export interface Category {
  id: number;
  name: string;
}

export interface Product {
  id: number;
  name: string;
  brand: string;
  categoryId: number;
  priceCents: number;
  costCents: number;
  /** Relative chance of being in a basket. */
  popularity: number;
  /** Shifts review ratings: some products are simply better. */
  quality: number;
}

export const PRODUCTS_PER_CATEGORY = 40;

export function createCategories(): Category[] {
  return CATEGORIES.map((category, i) => ({ id: i + 1, name: category.name }));
}

/** Shop-style prices: 7.49, 34.99, 219.00. */
function retailPriceCents(dollars: number): number {
  if (dollars < 10) return Math.max(99, Math.round(dollars * 2) * 50 - 1);
  if (dollars < 200) return Math.round(dollars) * 100 - 1;
  return Math.round(dollars / 5) * 500;
}

function uniqueName(rng: Random, category: CategorySpec, seen: Set<string>): { name: string; brand: string } {
  for (;;) {
    const brand = rng.pick(BRANDS);
    const name = `${brand} ${rng.pick(category.items)}${rng.pick(EDITIONS)}`;
    if (!seen.has(name)) {
      seen.add(name);
      return { name, brand };
    }
  }
}

export function createProducts(): Product[] {
  const rng = new Random("ecommerce:products");
  const seen = new Set<string>();
  const products: Product[] = [];
  CATEGORIES.forEach((category, index) => {
    const ranks = zipfWeights(PRODUCTS_PER_CATEGORY, 0.9);
    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i++) {
      const priceCents = retailPriceCents(rng.logNormal(category.median, category.spread));
      products.push({
        id: products.length + 1,
        ...uniqueName(rng, category, seen),
        categoryId: index + 1,
        priceCents,
        costCents: Math.round(priceCents * rng.float(0.35, 0.7)),
        // Cheaper items sell more often; the rank gives each category its bestsellers.
        popularity: (category.popularity * ranks[i]) / Math.sqrt(priceCents / 100 / category.median),
        quality: rng.normal(0, 0.45),
      });
    }
  });
  return products;
}
