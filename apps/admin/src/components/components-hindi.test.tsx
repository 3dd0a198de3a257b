// The console's shared components in Hindi: the words they say on their own come from the
// catalogue (components.json) in the console's language, the kit's too through ConsoleUiWords.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@kirana/ui';
import { renderInConsole } from '../app/console-test-kit';
import { activateLanguage } from '../lib/i18n';
import {
  ConsoleUiWords,
  DataTable,
  Dialog,
  ErrorState,
  NotFoundPage,
  PageHeader,
  Pagination,
} from '.';

describe('console components in Hindi', () => {
  it('words a missing page, paging, a table’s selection, a failed load and a dialog in Hindi', async () => {
    await activateLanguage('hi');
    renderInConsole(
      <>
        <PageHeader title="कूपन" />
        <NotFoundPage />
        <Pagination pageNo={2} pageSize={50} total={120000} onPage={() => undefined} />
        <DataTable
          caption="सूची"
          columns={[{ key: 'n', header: 'नाम', render: (r: { n: string }) => r.n }]}
          rows={[{ n: 'चाय' }]}
          rowKey={(r) => r.n}
          selection={{ selected: new Set(), onChange: () => undefined }}
        />
        <ErrorState error={{ status: 500 }} onRetry={() => undefined} />
        <Dialog open title="पक्का?" onClose={() => undefined}>
          <p>…</p>
        </Dialog>
      </>,
    );
    expect(screen.getByText('पेज नहीं मिला')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कंसोल के होम पर जाएँ' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'पेज' });
    // Indian grouping in Hindi too, Latin digits
    expect(pages.textContent).toContain('पेज 2/2,400 · कुल 1,20,000');
    expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'सभी पंक्तियाँ चुनें' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'पंक्ति चाय चुनें' })).toBeTruthy();
    expect(screen.getByText('यह लोड नहीं हो सका')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(document.title).toBe('कूपन · किराना कंसोल');
  });

  it('gives the kit’s busy button its word in the language switched to', async () => {
    renderInConsole(
      <ConsoleUiWords>
        <Button busy>Save</Button>
      </ConsoleUiWords>,
    );
    expect(screen.getByRole('button').textContent).toBe('Working…');
    await activateLanguage('hi');
    expect(await screen.findByText('हो रहा है…')).toBeTruthy();
  });
});
