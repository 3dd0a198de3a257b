import { createSlice } from '@reduxjs/toolkit';
import type { PageContent, ProductConfigs, StoreConfigs } from '@kirana/shared';
import { fetchOnce } from '../../app/create-app-async-thunk';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../app/request-state';
import type { RootState } from '../../app/store';

/** Spec section 9: the max quantity per product when the server has not said otherwise. */
export const DEFAULT_MAX_QTY_PER_PRODUCT = 10;

export interface GeneralState extends RequestState {
  storeConfigs: StoreConfigs | null;
  productConfigs: ProductConfigs | null;
  cacheState: { State: string } | null;
  /** null until the server has answered. */
  isAboutUsEnabled: boolean | null;
  aboutUsContent: PageContent | null;
  privacyPolicyContent: PageContent | null;
  termsAndConditionContent: PageContent | null;
  dummyNotificationSent: boolean;
}

export const initialGeneralState: GeneralState = {
  ...idleRequest,
  storeConfigs: null,
  productConfigs: null,
  cacheState: null,
  isAboutUsEnabled: null,
  aboutUsContent: null,
  privacyPolicyContent: null,
  termsAndConditionContent: null,
  dummyNotificationSent: false,
};

export const fetchStoreConfigs = fetchOnce<StoreConfigs>(
  'general/fetchStoreConfigs',
  '/get-store-configs',
  (s) => s.general.storeConfigs !== null,
);
export const fetchProductConfigs = fetchOnce<ProductConfigs>(
  'general/fetchProductConfigs',
  '/get-product-configs',
  (s) => s.general.productConfigs !== null,
);
export const fetchCacheState = fetchOnce<{ State: string }>(
  'general/fetchCacheState',
  '/cache-state',
  (s) => s.general.cacheState !== null,
);
export const fetchAboutUsStatus = fetchOnce<{ Status: boolean }>(
  'general/fetchAboutUsStatus',
  '/get-about-us-status',
  (s) => s.general.isAboutUsEnabled !== null,
);
export const fetchAboutUsContent = fetchOnce<PageContent>(
  'general/fetchAboutUsContent',
  '/get-about-us-content',
  (s) => s.general.aboutUsContent !== null,
);
export const fetchPrivacyPolicyContent = fetchOnce<PageContent>(
  'general/fetchPrivacyPolicyContent',
  '/get-privacy-content',
  (s) => s.general.privacyPolicyContent !== null,
);
export const fetchTermsAndConditionContent = fetchOnce<PageContent>(
  'general/fetchTermsAndConditionContent',
  '/get-terms-content',
  (s) => s.general.termsAndConditionContent !== null,
);

export const generalSlice = createSlice({
  name: 'general',
  initialState: initialGeneralState,
  reducers: {
    dummyNotificationDelivered(state) {
      state.dummyNotificationSent = true;
    },
    generalRequestReset(state) {
      resetRequest(state);
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchStoreConfigs, (state, payload) => {
      state.storeConfigs = payload;
    });
    addRequestCases(builder, fetchProductConfigs, (state, payload) => {
      state.productConfigs = payload;
    });
    addRequestCases(builder, fetchCacheState, (state, payload) => {
      state.cacheState = payload;
    });
    addRequestCases(builder, fetchAboutUsStatus, (state, payload) => {
      state.isAboutUsEnabled = payload.Status;
    });
    addRequestCases(builder, fetchAboutUsContent, (state, payload) => {
      state.aboutUsContent = payload;
    });
    addRequestCases(builder, fetchPrivacyPolicyContent, (state, payload) => {
      state.privacyPolicyContent = payload;
    });
    addRequestCases(builder, fetchTermsAndConditionContent, (state, payload) => {
      state.termsAndConditionContent = payload;
    });
  },
});

export const { dummyNotificationDelivered, generalRequestReset } = generalSlice.actions;

export const selectGeneral = (state: RootState) => state.general;
export const selectStoreConfigs = (state: RootState) => state.general.storeConfigs;
export const selectStoreName = (state: RootState) => state.general.storeConfigs?.StoreName ?? null;
export const selectProductConfigs = (state: RootState) => state.general.productConfigs;
/** The cart's quantity ceiling: the server's value, else 10. */
export const selectMaxAllowedQtyPerProduct = (state: RootState) =>
  state.general.productConfigs?.maxAllowedQtyPerProduct ?? DEFAULT_MAX_QTY_PER_PRODUCT;
export const selectCacheState = (state: RootState) => state.general.cacheState;
export const selectIsAboutUsEnabled = (state: RootState) => state.general.isAboutUsEnabled;
export const selectAboutUsContent = (state: RootState) => state.general.aboutUsContent;
export const selectPrivacyPolicyContent = (state: RootState) => state.general.privacyPolicyContent;
export const selectTermsAndConditionContent = (state: RootState) =>
  state.general.termsAndConditionContent;
export const selectDummyNotificationSent = (state: RootState) =>
  state.general.dummyNotificationSent;
