import { LazyImage } from '../../ui/LazyImage';

/**
 * A promotion's picture. Its title is always shown beside it and names it, so the picture
 * itself takes an empty alt; without a picture the placeholder keeps the layout.
 */
export function PromotionPicture({ url }: { url: string | null }) {
  if (!url) return <span className="lazy-image promotion-image" data-status="none" />;
  return <LazyImage src={url} alt="" aspectRatio="16 / 7" className="promotion-image" />;
}
