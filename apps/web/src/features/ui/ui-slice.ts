import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

// The dialogs' texts, spelt correctly (the source quotes some with typos).
export const DEFAULT_ERROR_TITLE = 'Following error occurred';
export const DEFAULT_ERROR_BODY = 'No data Found';
export const DEFAULT_SUCCESS_TITLE = 'Success';
export const DEFAULT_SUCCESS_TEXT = 'Operation successful';

export interface UiState {
  /** body may hold HTML; the dialog renders it sanitized. */
  errorDialog: { open: boolean; title: string; body: string };
  successDialog: { open: boolean; title: string; text: string };
  drawerOpen: boolean;
  installDialogOpen: boolean;
}

export const initialUiState: UiState = {
  errorDialog: { open: false, title: DEFAULT_ERROR_TITLE, body: DEFAULT_ERROR_BODY },
  successDialog: { open: false, title: DEFAULT_SUCCESS_TITLE, text: DEFAULT_SUCCESS_TEXT },
  drawerOpen: false,
  installDialogOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** Opens the error dialog; missing parts fall back to the spec's defaults. */
    errorDialogShown(state, action: PayloadAction<{ title?: string; body?: string } | undefined>) {
      state.errorDialog = {
        open: true,
        title: action.payload?.title || DEFAULT_ERROR_TITLE,
        body: action.payload?.body || DEFAULT_ERROR_BODY,
      };
    },
    errorDialogClosed(state) {
      state.errorDialog.open = false;
    },
    /** Opens the success dialog; missing parts fall back to the spec's defaults. */
    successDialogShown(
      state,
      action: PayloadAction<{ title?: string; text?: string } | undefined>,
    ) {
      state.successDialog = {
        open: true,
        title: action.payload?.title || DEFAULT_SUCCESS_TITLE,
        text: action.payload?.text || DEFAULT_SUCCESS_TEXT,
      };
    },
    successDialogClosed(state) {
      state.successDialog.open = false;
    },
    /** Opens or closes the side drawer; without a payload it flips. */
    drawerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.drawerOpen = action.payload ?? !state.drawerOpen;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
    installDialogShown(state) {
      state.installDialogOpen = true;
      state.drawerOpen = false;
    },
    installDialogClosed(state) {
      state.installDialogOpen = false;
    },
  },
});

export const {
  errorDialogShown,
  errorDialogClosed,
  successDialogShown,
  successDialogClosed,
  drawerToggled,
  drawerClosed,
  installDialogShown,
  installDialogClosed,
} = uiSlice.actions;

export const selectErrorDialog = (state: RootState) => state.ui.errorDialog;
export const selectSuccessDialog = (state: RootState) => state.ui.successDialog;
export const selectIsDrawerOpen = (state: RootState) => state.ui.drawerOpen;
export const selectIsInstallDialogOpen = (state: RootState) => state.ui.installDialogOpen;
