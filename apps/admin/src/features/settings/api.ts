import type {
  AdminSettings,
  CodSettings,
  DeliveryArea,
  DeliveryAreaBody,
  DeliveryAreaList,
  DeliveryAreasPreview,
  StaffAlertSettings,
  DeliverySettings,
  PaymentSettings,
  PaymentSettingsBody,
  RazorpayConnection,
  RazorpayKeyCheck,
  RazorpayKeyCheckBody,
  RazorpayKeysBody,
  UpiDirectSettings,
  PlatformFeeSettings,
  SlotSettings,
  SlotSettingsBody,
  SignInSettings,
  StoreDetails,
  StoreDetailsBody,
  UnpaidOrderLimits,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

const put =
  <B>(path: string) =>
  (body: B) => ({
    url: `/admin/settings/${path}`,
    method: 'PUT',
    body,
  });
const changes = ['Settings', 'Audit'] as const;

export const settingsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    settings: b.query<AdminSettings, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    saveStore: b.mutation<StoreDetails, StoreDetailsBody>({
      query: put('store'),
      invalidatesTags: [...changes],
    }),
    saveDelivery: b.mutation<DeliverySettings, DeliverySettings>({
      query: put('delivery'),
      invalidatesTags: [...changes],
    }),
    savePlatformFee: b.mutation<PlatformFeeSettings, PlatformFeeSettings>({
      query: put('platform-fee'),
      invalidatesTags: [...changes],
    }),
    saveCod: b.mutation<CodSettings, CodSettings>({
      query: put('cod'),
      invalidatesTags: [...changes],
    }),
    saveUnpaidOrders: b.mutation<UnpaidOrderLimits, UnpaidOrderLimits>({
      query: put('unpaid-orders'),
      invalidatesTags: [...changes],
    }),
    saveSignIn: b.mutation<SignInSettings, SignInSettings>({
      query: put('sign-in'),
      invalidatesTags: [...changes],
    }),
    uploadLogo: b.mutation<{ LogoUrl: string }, File>({
      query: (file) => ({
        url: '/admin/settings/logo',
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      }),
      invalidatesTags: [...changes],
    }),
    deliverySlots: b.query<SlotSettings, void>({
      query: () => '/admin/settings/delivery-slots',
      providesTags: ['Settings'],
    }),
    saveDeliverySlots: b.mutation<SlotSettings, SlotSettingsBody>({
      query: put('delivery-slots'),
      invalidatesTags: [...changes],
    }),
    deliveryAreas: b.query<DeliveryAreaList, void>({
      query: () => '/admin/delivery-areas',
      providesTags: ['Settings'],
    }),
    uploadAreasCsv: b.mutation<{ Count: number; CanUndo?: boolean }, string>({
      query: (Csv) => ({ url: '/admin/delivery-areas/csv', method: 'POST', body: { Csv } }),
      invalidatesTags: [...changes],
    }),
    previewAreasCsv: b.mutation<DeliveryAreasPreview, string>({
      query: (Csv) => ({ url: '/admin/delivery-areas/csv/preview', method: 'POST', body: { Csv } }),
    }),
    areasUndo: b.query<{ CanUndo: boolean }, void>({
      query: () => '/admin/delivery-areas/undo',
      providesTags: ['Settings'],
    }),
    undoAreas: b.mutation<{ Count: number }, void>({
      query: () => ({ url: '/admin/delivery-areas/undo', method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    saveArea: b.mutation<DeliveryArea, { prefix: string; body: DeliveryAreaBody }>({
      query: ({ prefix, body }) => ({
        url: `/admin/delivery-areas/${prefix}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [...changes],
    }),
    removeArea: b.mutation<void, string>({
      query: (prefix) => ({ url: `/admin/delivery-areas/${prefix}`, method: 'DELETE' }),
      invalidatesTags: [...changes],
    }),
    staffAlerts: b.query<StaffAlertSettings, void>({
      query: () => '/admin/settings/alerts',
      providesTags: ['Settings'],
    }),
    saveStaffAlerts: b.mutation<StaffAlertSettings, StaffAlertSettings>({
      query: put('alerts'),
      invalidatesTags: [...changes],
    }),
    paymentSettings: b.query<PaymentSettings, void>({
      query: () => '/admin/payment-settings',
      providesTags: ['Settings'],
    }),
    savePaymentSettings: b.mutation<PaymentSettings, PaymentSettingsBody>({
      query: (body) => ({ url: '/admin/payment-settings', method: 'PUT', body }),
      invalidatesTags: [...changes],
    }),
    razorpayConnection: b.query<RazorpayConnection, void>({
      query: () => '/admin/payment-settings/razorpay',
      providesTags: ['Settings'],
    }),
    testRazorpayKeys: b.mutation<RazorpayKeyCheck, RazorpayKeyCheckBody>({
      query: (body) => ({ url: '/admin/payment-settings/razorpay/test', method: 'POST', body }),
    }),
    connectRazorpay: b.mutation<RazorpayConnection, RazorpayKeysBody>({
      query: (body) => ({ url: '/admin/payment-settings/razorpay', method: 'PUT', body }),
      invalidatesTags: [...changes],
    }),
    disconnectRazorpay: b.mutation<RazorpayConnection, void>({
      query: () => ({ url: '/admin/payment-settings/razorpay', method: 'DELETE' }),
      invalidatesTags: [...changes],
    }),
    saveUpiSettings: b.mutation<PaymentSettings, UpiDirectSettings>({
      query: (body) => ({ url: '/admin/payment-settings/upi', method: 'PUT', body }),
      invalidatesTags: [...changes],
    }),
  }),
});
