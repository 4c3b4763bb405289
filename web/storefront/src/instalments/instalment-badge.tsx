import {
  checkInstalmentAmount,
  DEFAULT_INSTALMENT_COUNT,
  INSTALMENT_MESSAGES,
  instalmentAmountCents,
  instalmentInfoLocale,
  instalmentLocale,
  instalmentOutOfRangeMessage,
  isInstalmentProduct,
} from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { type ProductVariant, type ProductView } from '../api/types';
import { MoneyFormatContext, moneyText } from '../app/money';
import { priceDisplay } from '../app/product-model';
import { fetchInstalmentOffer } from './instalment-api';
import { InstalmentDialog } from './instalment-dialog';

/**
 * Spec §2 point 1 and §9: the instalment badge of a physical product, when the store offers
 * instalments in the shopper's locale: the amount per payment, or the out-of-range phrasing. The
 * badge and its info button open the information dialog. Browser only: the offer is read after hydration.
 */
export function InstalmentBadge({ product, variant }: { product: ProductView; variant: ProductVariant | undefined }) {
  const offer = useQuery({ queryKey: ['storefront', 'instalments'], queryFn: () => fetchInstalmentOffer(), staleTime: Infinity, retry: false }).data;
  const format = useContext(MoneyFormatContext);
  const [dialogOpen, setDialogOpen] = useState(false);
  const price = priceDisplay(product, variant)?.current;
  if (!offer?.afterPayAvailable || !price || !isInstalmentProduct(product.productType)) return null;
  const shopperLanguage = navigator.language;
  if (!instalmentLocale(shopperLanguage, offer.stripeAccountCountry)) return null;

  const text = (cents: number) => moneyText({ value: cents, currency: price.currency }, format);
  const range = { minCents: offer.afterPayMin, maxCents: offer.afterPayMax };
  const check = checkInstalmentAmount(price.value, range);
  const open = () => setDialogOpen(true);
  return (
    <div className="instalment-badge" data-testid="instalment-badge">
      <button type="button" className="instalment-badge-text" onClick={open} data-testid="instalment-badge-open">
        {check.eligible
          ? INSTALMENT_MESSAGES.badge(DEFAULT_INSTALMENT_COUNT, text(instalmentAmountCents(price.value)))
          : instalmentOutOfRangeMessage(check.reason, range, text)}
      </button>
      <button type="button" className="instalment-info-button" onClick={open} data-testid="instalment-info-button">
        {INSTALMENT_MESSAGES.infoButton}
      </button>
      {dialogOpen && <InstalmentDialog locale={instalmentInfoLocale(shopperLanguage, offer.stripeAccountCountry)} onClose={() => setDialogOpen(false)} />}
    </div>
  );
}
