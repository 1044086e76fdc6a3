/** The product's name as users see it (spec: {product}). */
export const BRAND = 'Promptreel';
