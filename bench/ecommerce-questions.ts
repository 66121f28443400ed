// Questions on the E-commerce sample for the load benches.

/** 200+ distinct questions (distinct text, so the 5-minute answer cache does not answer them). */
export function ecommerceQuestions(): string[] {
  const countries = [
    "Germany",
    "France",
    "United States",
    "United Kingdom",
    "Spain",
    "Italy",
    "Canada",
    "Japan",
    "Brazil",
    "Australia",
  ];
  const years = [2024, 2025, 2026];
  const list: string[] = [];
  for (const country of countries) {
    list.push(
      `how many orders from ${country}`,
      `total revenue in ${country}`,
      `top 5 products in ${country}`,
      `average order total in ${country}`,
      `how many customers in ${country}`,
    );
    for (let rating = 1; rating <= 5; rating++) list.push(`how many reviews with rating ${rating}`);
    for (const year of years)
      list.push(`how many orders from ${country} in ${year}`, `total revenue from ${country} in ${year}`);
  }
  for (let n = 2; n <= 40; n++) list.push(`top ${n} products by revenue`, `top ${n} customers by number of orders`);
  for (let rating = 1; rating <= 5; rating++) list.push(`how many reviews with rating ${rating}`);
  for (const year of years)
    list.push(
      `total revenue by month in ${year}`,
      `how many orders per status in ${year}`,
      `average rating per category in ${year}`,
    );
  return [...new Set(list)];
}
