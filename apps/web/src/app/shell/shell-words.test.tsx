import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../test-utils';
import { DesktopFooter } from './desktop-footer';
import { DesktopHeader } from './desktop-header';
import { MobileFooter } from './mobile-footer';

describe('the shell in Hindi', () => {
  it('the header, the bottom bar and the footer read in Hindi, the cart badge counts in Hindi', async () => {
    mockApi();
    renderWithStore(
      <>
        <DesktopHeader />
        <MobileFooter />
        <DesktopFooter />
      </>,
      { language: 'hi' },
    );
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'कार्ट, खाली' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'सामान खोजें' })).toBeTruthy();
    expect(screen.getByPlaceholderText('"आटा", "दाल", "मसाला" खोजें…')).toBeTruthy();
    const bottom = screen.getByRole('navigation', { name: 'नीचे का मेन्यू' });
    expect(bottom.textContent).toContain('होम');
    expect(bottom.textContent).toContain('अकाउंट');
    expect(screen.getByRole('heading', { name: 'हमसे जुड़ें' })).toBeTruthy();
    expect(screen.getByText('कीमतों में सभी टैक्स शामिल हैं')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Categories|My list|Reach us|Open menu/);
  });

  it('stays word for word in English', async () => {
    mockApi();
    renderWithStore(<DesktopHeader />);
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
