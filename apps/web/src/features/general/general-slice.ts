import { createSlice } from '@reduxjs/toolkit';
import type { PageContent, ProductConfigs, StoreConfigs } from '@kirana/shared';
import { fetchOnce } from '../../app/create-app-async-thunk';
import {
  addRequestCases,
  idleRequest,
  resetRequest,
  type RequestState,
} from '../../lib/request-state';
import type { RootState } from '../../app/store';
import {
  getAboutUsContent,
  getAboutUsStatus,
  getCacheState,
  getPrivacyContent,
  getProductConfigs,
  getStoreConfigs,
  getTermsContent,
} from './api';

export interface GeneralState extends RequestState {
  storeConfigs: StoreConfigs | null;
  productConfigs: ProductConfigs | null;
  cacheState: { State: string } | null;
  /** null until the server has answered. */
  isAboutUsEnabled: boolean | null;
  aboutUsContent: PageContent | null;
  privacyPolicyContent: PageContent | null;
  termsAndConditionContent: PageContent | null;
  /** Spec: the welcome push was asked for the shopper (remembered per shopper by the notifications
   * feature's push database; the server sends it once ever). */
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

export const fetchStoreConfigs = fetchOnce(
  'general/fetchStoreConfigs',
  getStoreConfigs,
  (s) => s.general.storeConfigs !== null,
);
export const fetchProductConfigs = fetchOnce(
  'general/fetchProductConfigs',
  getProductConfigs,
  (s) => s.general.productConfigs !== null,
);
export const fetchCacheState = fetchOnce(
  'general/fetchCacheState',
  getCacheState,
  (s) => s.general.cacheState !== null,
);
export const fetchAboutUsStatus = fetchOnce(
  'general/fetchAboutUsStatus',
  getAboutUsStatus,
  (s) => s.general.isAboutUsEnabled !== null,
);
export const fetchAboutUsContent = fetchOnce(
  'general/fetchAboutUsContent',
  getAboutUsContent,
  (s) => s.general.aboutUsContent !== null,
);
export const fetchPrivacyPolicyContent = fetchOnce(
  'general/fetchPrivacyPolicyContent',
  getPrivacyContent,
  (s) => s.general.privacyPolicyContent !== null,
);
export const fetchTermsAndConditionContent = fetchOnce(
  'general/fetchTermsAndConditionContent',
  getTermsContent,
  (s) => s.general.termsAndConditionContent !== null,
);

export const generalSlice = createSlice({
  name: 'general',
  initialState: initialGeneralState,
  reducers: {
    generalRequestReset(state) {
      resetRequest(state);
    },
    dummyNotificationMarked(state) {
      state.dummyNotificationSent = true;
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

export const { generalRequestReset, dummyNotificationMarked } = generalSlice.actions;

export const selectStoreConfigs = (state: RootState) => state.general.storeConfigs;
export const selectIsAboutUsEnabled = (state: RootState) => state.general.isAboutUsEnabled;
