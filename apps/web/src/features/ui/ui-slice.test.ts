import { describe, expect, it } from 'vitest';
import {
  drawerToggled,
  errorDialogClosed,
  errorDialogShown,
  initialUiState,
  installDialogShown,
  successDialogShown,
  uiSlice,
} from './ui-slice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('the error dialog falls back to the spec texts', () => {
    expect(reduce(initialUiState, errorDialogShown()).errorDialog).toEqual({
      open: true,
      title: 'Following error occurred',
      body: 'No data Found',
    });
    expect(reduce(initialUiState, errorDialogShown({ title: 'Oops' })).errorDialog).toEqual({
      open: true,
      title: 'Oops',
      body: 'No data Found',
    });
    expect(
      reduce(reduce(initialUiState, errorDialogShown()), errorDialogClosed()).errorDialog.open,
    ).toBe(false);
  });

  it('the success dialog falls back to the spec texts', () => {
    expect(reduce(initialUiState, successDialogShown()).successDialog).toEqual({
      open: true,
      title: 'Success',
      text: 'Operation successful',
    });
  });

  it('the drawer toggles, and opening the install dialog closes it', () => {
    const open = reduce(initialUiState, drawerToggled());
    expect(open.drawerOpen).toBe(true);
    expect(reduce(open, drawerToggled()).drawerOpen).toBe(false);
    expect(reduce(open, installDialogShown())).toMatchObject({
      drawerOpen: false,
      installDialogOpen: true,
    });
  });
});
