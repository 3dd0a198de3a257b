import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button/button';
import { ErrorState } from './states/error-state';
import { LoadingLabel } from './states/skeleton';
import { UiWordsProvider } from './ui-words';

const HINDI = {
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorMessage: 'कृपया थोड़ी देर बाद फिर कोशिश करें',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है',
  working: 'हो रहा है…',
};

describe("the kit's own words", () => {
  it('are English without a provider (the console)', () => {
    render(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button').textContent).toBe('Please try again');
  });

  it("come from the app's provider, and a caller's own words still win", () => {
    render(
      <UiWordsProvider words={HINDI}>
        <ErrorState onRetry={() => {}} />
        <ErrorState title="Own title" message={null} />
        <LoadingLabel />
        <Button busy>Save</Button>
      </UiWordsProvider>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'कुछ गड़बड़ हो गई',
      'Own title',
    ]);
    expect(screen.getByText('कृपया थोड़ी देर बाद फिर कोशिश करें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है');
    expect(screen.getByRole('button', { name: 'हो रहा है…' })).toBeTruthy();
  });
});
