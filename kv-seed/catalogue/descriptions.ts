// Product copy: text helpers and the sentences descriptions are built from, per pattern,
// material, silhouette and age group.
import type { PatternGroup, Silhouette } from '../../markets/catalogue-vocabulary';

export const SILHOUETTE_LABEL: Record<Silhouette, string> = {
  crew: 'Crew',
  ankle: 'Ankle',
  sneaker: 'Sneaker',
  'knee-high': 'Knee-High',
};

export const titleCase = (s: string): string => s.replace(/\b\w/g, (c) => c.toUpperCase());
export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const OPENERS: Record<PatternGroup, readonly string[]> = {
  stripes: [
    'Stripes never go out of style, and the {family} proves it with crisp {accent} bands on a {colour} base.',
    'Bold {accent} stripes run around a {colour} knit for a look that works with jeans and chinos alike.',
    'A nod to sailor classics: the {family} pairs {colour} with {accent} in even, sea-ready stripes.',
    'Even {accent} stripes on {colour} make this the easiest way to add a little rhythm to your outfit.',
  ],
  dots: [
    'Playful {accent} dots scattered across {colour} give the {family} its easy charm.',
    'Polka dots in {accent} on a {colour} background: a small detail that lifts any outfit.',
    'The {family} sprinkles {accent} spots over {colour} for a cheerful, slightly retro look.',
  ],
  argyle: [
    'The diamond pattern our shop is named after, knitted in {colour} with {accent} diamonds.',
    'Heritage argyle in {colour} and {accent} brings a touch of the golf course to the office.',
    'Classic argyle diamonds, crossed with fine stitched lines, in a {colour} and {accent} colourway.',
  ],
  solid: [
    'A clean, solid {colour} sock that goes with everything in your wardrobe.',
    'No frills, just a dependable {colour} sock you will reach for every morning.',
    'The {family} keeps it simple: one calm shade of {colour} and a fine ribbed knit.',
  ],
  animals: [
    'A little parade of {accent} animal faces on {colour} makes the {family} impossible not to smile at.',
    'Animal lovers, these are for you: friendly {accent} critters knitted into a {colour} sock.',
    'Who is peeking out of your shoes? A crowd of {accent} animals on a {colour} knit.',
  ],
  fruit: [
    'Juicy {accent} fruit on a {colour} base: the {family} is a summer picnic for your feet.',
    'Fresh fruit prints in {accent} keep this {colour} sock bright all year round.',
    'A basket of {accent} fruit knitted onto {colour}, for days that need a little sweetness.',
  ],
  hearts: [
    'Tiny {accent} hearts on a {colour} knit make the {family} a sweet gift or a treat for yourself.',
    'Wear your heart on your ankle: {accent} hearts scattered over soft {colour}.',
    'Little {accent} hearts dance across {colour}, a love letter in sock form.',
  ],
  geometric: [
    'Zigzags and chevrons in {accent} give a graphic edge to this {colour} sock.',
    'A crisp geometric knit in {colour} and {accent} for those who like their socks sharp.',
    'Clean lines and sharp angles: the {family} mixes {colour} with {accent} in a modern pattern.',
  ],
};

export const MATERIAL_LINES: Record<string, readonly string[]> = {
  cotton: [
    'Knitted from soft combed cotton with a little stretch, it keeps its shape wash after wash.',
    'The breathable cotton blend feels soft from the very first wear.',
  ],
  'organic cotton': [
    'Made with GOTS-certified organic cotton, grown without synthetic pesticides.',
    'Organic cotton keeps it soft on the skin and a little kinder to the planet.',
  ],
  'recycled cotton': [
    'Recycled cotton, spun from cutting-room offcuts, makes every pair softer on the planet.',
    'Made with recycled cotton that saves water and dye, with the same soft feel.',
  ],
  recycled: [
    'Part of the yarn is recycled polyester spun from post-consumer plastic bottles.',
    'Recycled fibres in the blend give old bottles a second life on your feet.',
  ],
  bamboo: [
    'Bamboo viscose makes it silky, cool and naturally breathable.',
    'A bamboo blend with a soft sheen that stays fresh on warm days.',
  ],
  'merino wool': [
    'Fine merino wool regulates temperature, keeping feet warm in winter and dry on long walks.',
    'Soft merino wool from non-mulesed sheep gives cosy warmth without the itch.',
  ],
  wool: [
    'A wool and cotton blend brings cosy warmth on cold mornings.',
    'Wool for warmth and cotton for softness: the best of both for chilly days.',
  ],
};

export const SILHOUETTE_LINES: Record<Silhouette, readonly string[]> = {
  crew: ['The classic crew length sits comfortably mid-calf.', 'A crew cut that shows just enough above your shoes.'],
  ankle: ['Cut just above the ankle bone, it suits trainers and loafers alike.', 'The ankle length is made for rolled-up trousers.'],
  sneaker: [
    'Cut low so it disappears inside your sneakers, with a silicone heel grip that stops it slipping.',
    'An invisible-style sneaker sock that stays put thanks to the soft heel tab.',
  ],
  'knee-high': ['Knee-high length for boots, skirts and chilly days.', 'It reaches right up to the knee and stays there.'],
};

export const PATTERN_NOUN: Record<PatternGroup, string> = {
  stripes: 'stripes',
  dots: 'dots',
  argyle: 'argyle diamonds',
  solid: 'ribbing',
  animals: 'animal faces',
  fruit: 'fruit',
  hearts: 'hearts',
  geometric: 'zigzags',
};

export const KIDS_LINES = [
  'Sized for little feet and easy to pull on, even in a hurry before school.',
  'Made to survive the playground, the garden and the washing machine.',
  'Soft, stretchy and tested for the most active little legs.',
];

export const CLOSERS = [
  'Designed in Amsterdam.',
  'Knitted in a family-run mill in Portugal.',
  'Mix and match with its sister colours.',
  'Made in Portugal from certified yarns.',
  'Designed in our Amsterdam studio and knitted in Portugal.',
  '',
];
