// Yarn blends (composition, certifications, the display features they bring) and the
// construction details a design can add, each with the line that describes it.
import type { Material } from '../../markets/catalogue-vocabulary';

export interface Blend {
  parts: readonly (readonly [Material, number])[];
  certifications: readonly string[];
  features: readonly string[];
  wool: boolean;
}
export const BLENDS: readonly (readonly [Blend, number])[] = [
  [
    {
      parts: [
        ['cotton', 80],
        ['polyamide', 17],
        ['elastane', 3],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['cotton'],
      wool: false,
    },
    5,
  ],
  [
    {
      parts: [
        ['organic cotton', 80],
        ['polyamide', 17],
        ['elastane', 3],
      ],
      certifications: ['GOTS', 'OEKO-TEX Standard 100'],
      features: ['cotton', 'organic'],
      wool: false,
    },
    5,
  ],
  [
    {
      parts: [
        ['organic cotton', 75],
        ['recycled polyester', 22],
        ['elastane', 3],
      ],
      certifications: ['GOTS', 'GRS'],
      features: ['organic', 'recycled'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['recycled cotton', 60],
        ['recycled polyester', 37],
        ['elastane', 3],
      ],
      certifications: ['GRS', 'OEKO-TEX Standard 100'],
      features: ['cotton', 'recycled'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['bamboo', 75],
        ['polyamide', 22],
        ['elastane', 3],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['bamboo', 'breathable'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['merino wool', 70],
        ['polyamide', 27],
        ['elastane', 3],
      ],
      certifications: ['RWS (Responsible Wool Standard)'],
      features: ['wool', 'temperature-regulating'],
      wool: true,
    },
    1,
  ],
  [
    {
      parts: [
        ['wool', 50],
        ['cotton', 30],
        ['polyamide', 18],
        ['elastane', 2],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['wool'],
      wool: true,
    },
    1,
  ],
];

export const CONSTRUCTION: readonly (readonly [string, string])[] = [
  ['reinforced-heel', 'A reinforced heel and toe add durability where you need it most.'],
  ['seamless-toe', 'The hand-linked seamless toe means no rubbing, even on long days.'],
  ['comfort-cuff', 'A ribbed comfort cuff holds it up without pinching.'],
  ['cushioned-sole', 'A lightly cushioned sole gives extra comfort on busy days.'],
];
