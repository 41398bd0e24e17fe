// The club's merchandise: the one definition the about page, the demo shop and the sample cart show.

export interface ProductImage {
  readonly src: string;
  readonly alt: string;
  readonly label: string;
}

export const BLAZE_HAT = {
  name: 'Blaze Hat',
  /** US dollars. */
  price: 20,
  images: [
    { src: '/img/store/blaze-hat.svg', alt: 'Blaze Hat, front view with the club crest', label: 'Front' },
    { src: '/img/store/blaze-hat-back.svg', alt: 'Blaze Hat, back view with the adjustable strap', label: 'Back' },
    { src: '/img/store/blaze-hat-side.svg', alt: 'Blaze Hat, side view', label: 'Side' },
  ],
} as const satisfies { readonly name: string; readonly price: number; readonly images: readonly ProductImage[] };
