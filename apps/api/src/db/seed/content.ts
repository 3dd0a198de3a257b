import type { DbOrTx } from '../client';
import { media } from '../tables';
import { pages } from '../../modules/content/content.tables';
import { putSetting } from '../../modules/content';
import { PAGE_CONTENT } from './content-pages';
import { bannerSvg, BANNERS } from './banners';

/** Store settings, information pages and home banners of the demo store. */
export async function seedContent(db: DbOrTx): Promise<void> {
  await putSetting(db, 'storeConfigs', {
    StoreName: 'Kirana',
    Tagline: 'Your neighbourhood store, online',
    LogoUrl: '/logo.svg',
    SupportPhone: '+91 80 4567 8900',
    SupportEmail: 'support@kirana.example',
    SupportHours: '8 am to 10 pm, all days',
    Gstin: '29AABCK1234M1ZG',
    LegalName: 'Kirana Retail Private Limited',
    StoreState: 'KA',
    StoreAddress: '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038',
    Currency: 'INR',
    GaMeasurementId: null,
    MapApiKey: null,
    SocialLinks: [
      { Name: 'Instagram', Url: 'https://instagram.com/kirana' },
      { Name: 'X', Url: 'https://x.com/kirana' },
    ],
  });
  await putSetting(db, 'productConfigs', { maxAllowedQtyPerProduct: 10 });
  await putSetting(db, 'deliveryMethods', {
    DeliveryMethods: [
      {
        DeliveryMethodId: 'standard',
        Name: 'Standard delivery',
        Description: 'Delivered in 2-4 days',
        EtaDaysMin: 2,
        EtaDaysMax: 4,
        IsEnabled: true,
      },
      {
        DeliveryMethodId: 'express',
        Name: 'Next-day delivery',
        Description: 'Order by 6 pm, delivered tomorrow',
        EtaDaysMin: 1,
        EtaDaysMax: 1,
        IsEnabled: true,
      },
    ],
  });
  await putSetting(db, 'shippingConfigs', {
    Fees: [
      { DeliveryMethodId: 'standard', Fee: 4000, FreeAbove: 49900 },
      { DeliveryMethodId: 'express', Fee: 7900, FreeAbove: 149900 },
    ],
  });
  await putSetting(db, 'platformFeeConfigs', {
    IsEnabled: true,
    Name: 'Platform fee',
    Description: 'Helps us keep prices low and the app running',
    Fee: 500,
    GstRate: 18,
  });
  await putSetting(db, 'paymentMethods', {
    PaymentMethods: [
      {
        PaymentMethodId: 'cod',
        Name: 'Cash on delivery',
        Description: 'Pay in cash or UPI when your order arrives',
        IsEnabled: true,
        MaxOrderValue: 500000,
        IsSandbox: false,
        IsTestMode: false,
        Fee: 900,
        FeeGstRate: 18,
        PincodePrefixes: [],
      },
      {
        PaymentMethodId: 'wallet',
        Name: 'Kirana wallet',
        Description: 'Pay from your wallet balance',
        IsEnabled: true,
        MaxOrderValue: null,
        IsSandbox: false,
        IsTestMode: false,
        Fee: 0,
        FeeGstRate: 18,
        PincodePrefixes: [],
      },
      {
        PaymentMethodId: 'razorpay',
        Name: 'UPI, cards and netbanking',
        Description: 'UPI, cards, netbanking and wallets, secured by Razorpay',
        IsEnabled: true,
        MaxOrderValue: null,
        IsSandbox: false,
        IsTestMode: false,
        Fee: 0,
        FeeGstRate: 18,
        PincodePrefixes: [],
      },
      {
        PaymentMethodId: 'sandbox',
        Name: 'Test payment (sandbox)',
        Description: 'A pretend gateway for trying the store: no money moves',
        IsEnabled: true,
        MaxOrderValue: null,
        IsSandbox: true,
        IsTestMode: false,
        Fee: 0,
        FeeGstRate: 18,
        PincodePrefixes: [],
      },
    ],
  });

  await db.insert(pages).values(
    PAGE_CONTENT.map((p) => ({
      slug: p.slug,
      title: p.title,
      contentHtml: p.html,
      isEnabled: true,
    })),
  );

  await db.insert(media).values(
    BANNERS.map((b) => ({
      id: b.MediaId,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(bannerSvg(b)),
      width: 1200,
      height: 400,
    })),
  );
  await putSetting(
    db,
    'homeBanners',
    BANNERS.map(({ colors: _c, ...b }) => b),
  );
}
