// Product gallery: every image of the product at the spec widths (srcset), the first one the
// page's priority image at the main width 720. Phones swipe through a scroll-snapped strip;
// tablets and up see the images stacked in a grid. Each image sits on its blurred placeholder.
import type { Product } from '../queries/catalogue';
import { imageSizes } from '../styles/breakpoints';
import { imageAt, imageHeight, imageSrcSet, MAIN_IMAGE_WIDTH, placeholderStyle } from './images';

// The gallery is at most 700 CSS pixels wide: 1920 covers a 2x screen.
const GALLERY_MAX_WIDTH = 1920;

const GALLERY_SIZES = imageSizes(
  [
    ['desktop', '700px'],
    ['tablet', '50vw'],
  ],
  '100vw',
);

export function ProductGallery({ product, label }: { product: Product; label: string }) {
  const images = [...product.media.images].sort((a, b) => a.position - b.position).filter((image) => imageAt(image.url, 1));
  return (
    <section className="gallery" aria-label={label}>
      <ul className="gallery__list" tabIndex={0}>
        {images.map((image, i) => (
          <li key={image.url} className="gallery__item" style={placeholderStyle(image.placeholder, image.backgroundColor)}>
            <img
              className="gallery__image"
              src={imageAt(image.url, MAIN_IMAGE_WIDTH)}
              srcSet={imageSrcSet(image.url, GALLERY_MAX_WIDTH)}
              sizes={GALLERY_SIZES}
              width={MAIN_IMAGE_WIDTH}
              height={imageHeight(MAIN_IMAGE_WIDTH)}
              alt={image.alt || product.name}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'sync' : 'async'}
              fetchPriority={i === 0 ? 'high' : undefined}
              data-image-type={image.imageType}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
