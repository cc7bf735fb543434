/**
 * The photos as a strip the shopper swipes or scrolls (CSS scroll snapping, no script): the first
 * is the page's largest paint and loads at once, the others as they come near.
 */
export function Gallery({ photos, title }: { photos: ReadonlyArray<{ src: string; alt: string }>; title: string }) {
  return (
    <section className="vdp-gallery" aria-label={`Photos of the ${title}`}>
      <ul className="vdp-gallery__strip">
        {photos.map((photo, index) => (
          <li key={photo.src} className="vdp-gallery__item">
            <img
              src={photo.src}
              alt={photo.alt || `${title}, photo ${index + 1}`}
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className="vdp-gallery__image"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && <p className="vdp-gallery__count">{photos.length} photos</p>}
    </section>
  );
}
