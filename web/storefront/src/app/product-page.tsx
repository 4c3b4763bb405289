import { PageType, RecordType } from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageView, useProductImageRef } from '../analytics/react';
import { socialPixel, trackProductView } from '../analytics/social-pixel';
import { Image, sizeOf } from '../components/image';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type ProductPageData, type ProductVariant, type SiteView } from '../api/types';
import { VariantImage } from '../merchandising/variant-image';
import { MoneyFormatProvider } from './money';
import { ProductPurchase } from './product-purchase';
import { QueryOutcome } from './query-outcome';

export function ProductPage({ site }: { site: SiteView }) {
  const { collectionUrlId = '', itemUrlId = '' } = useParams();
  const query = useQuery(storefrontQueries.product(useStorefrontApi(), collectionUrlId, itemUrlId));
  return (
    <QueryOutcome query={query}>
      {(data) => (
        <MoneyFormatProvider value={{ useCLDRMoneyFormat: data.useCLDRMoneyFormat, locale: site.locale }}>
          <title>{`${data.product.title} — ${site.title}`}</title>
          <PageView pageType={data.protectedContent ? PageType.PROTECTED_CONTENT : PageType.CONTENT_ITEM} collectionId={data.collection.id} itemId={data.product.id} recordType={RecordType.STORE_ITEM} />
          <ProductDetail data={data} />
        </MoneyFormatProvider>
      )}
    </QueryOutcome>
  );
}

/** The product's pictures take the page's width on a phone (spec §9 breakpoint), half of it beside the summary above. */
const PRODUCT_IMAGE_SIZES = '(max-width: 432px) 100vw, (max-width: 1152px) 50vw, 576px';

function ProductDetail({ data: { product, storeSettings } }: { data: ProductPageData }) {
  const imageRef = useProductImageRef();
  const [chosenVariant, setChosenVariant] = useState<ProductVariant>();
  useEffect(() => trackProductView(socialPixel, { itemId: product.id, title: product.title }), [product.id, product.title]);
  // Spec §2 point 1: a chosen variant with an image of its own takes the shown (first) image's place.
  const variantWithImage = chosenVariant?.imageAssetUrl ? chosenVariant : undefined;
  const [firstImage, ...moreImages] = product.images;
  const shownImages = variantWithImage ? moreImages : product.images;
  return (
    <article className="product" data-testid="product-detail">
      {(variantWithImage || firstImage) && (
        <div className="product-images">
          {variantWithImage && <VariantImage product={product} variant={variantWithImage} />}
          {shownImages.map((image) => (
            <Image
              key={image.assetUrl}
              imageRef={imageRef}
              src={image.assetUrl}
              {...sizeOf(image.originalSize)}
              alt={image.altText}
              sizes={PRODUCT_IMAGE_SIZES}
              priority={image === firstImage ? 'high' : 'none'}
            />
          ))}
        </div>
      )}
      <div className="product-summary">
        <h1 data-testid="product-title">{product.title}</h1>
        <ProductPurchase product={product} storeSettings={storeSettings} onVariantChange={setChosenVariant}>
          {product.description && <p className="product-description">{product.description}</p>}
        </ProductPurchase>
      </div>
    </article>
  );
}
