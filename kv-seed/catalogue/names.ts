// Design names: motifs per pattern and age group, name prefixes and gift-box themes.
import type { PatternGroup } from '../../markets/catalogue-vocabulary';

export const MOTIFS: Record<PatternGroup, { adults: readonly string[]; kids: readonly string[] }> = {
  stripes: {
    adults: ['Stripe', 'Breton Stripe', 'Rugby Stripe', 'Pinstripe', 'Block Stripe'],
    kids: ['Rainbow Stripe', 'Candy Stripe'],
  },
  dots: { adults: ['Dot', 'Polka', 'Confetti', 'Speckle'], kids: ['Bubble', 'Polka Dot'] },
  argyle: { adults: ['Argyle', 'Diamond', 'Tartan Argyle'], kids: ['Mini Argyle'] },
  solid: { adults: ['Essential', 'Plain Knit', 'Rib'], kids: ['Everyday', 'Rib'] },
  animals: {
    adults: ['Fox', 'Cat', 'Dachshund', 'Penguin'],
    kids: ['Fox Friends', 'Whale', 'Dino', 'Panda', 'Bunny', 'Teddy'],
  },
  fruit: { adults: ['Cherry', 'Lemon', 'Avocado', 'Strawberry'], kids: ['Watermelon', 'Banana', 'Berry'] },
  hearts: { adults: ['Heart', 'Sweetheart', 'Love Note'], kids: ['Heart', 'Heart Parade'] },
  geometric: { adults: ['Zigzag', 'Chevron', 'Mosaic', 'Triangle'], kids: ['Zigzag', 'Building Block'] },
};
export const ADULT_PREFIXES = [
  'Harbour',
  'Sunday',
  'Nordic',
  'Lisbon',
  'Brighton',
  'Amsterdam',
  'Studio',
  'Weekend',
  'Retro',
  'Copenhagen',
  'Classic',
  'Bold',
  'Seaside',
  'Garden',
  'City',
  'Alpine',
  'Oslo',
  'Canal',
  'Meadow',
  'Riviera',
  'Porto',
  'Camden',
  'Utrecht',
  'Marina',
  'Heritage',
  'Modern',
  'Boulevard',
  'Harvest',
  'Midnight',
  'Morning',
];
export const KIDS_PREFIXES = ['Happy', 'Playground', 'Sunny', 'Jolly', 'Puddle', 'Sleepy', 'Bouncy', 'Giggle', 'Treehouse', 'Rainy Day'];
export const GIFT_THEMES = [
  'Classics',
  'Best of Stripes',
  'Colour Pop',
  'Weekend Treats',
  'Cosy Winter',
  'Sunday Brunch',
  'Fruit Salad',
  'Sweetheart',
  'Office Hero',
  'Party',
];
export const KIDS_GIFT_THEMES = ['Little Explorer', 'Zoo Friends', 'First Steps', 'Rainbow', 'Birthday Party'];
