// #28: the console's file chooser speaks the console's language (the browser's says "Choose File /
// No file chosen" in English); the input stays reachable by its label and the keyboard.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInConsole } from '../app/console-test-kit';
import { activateLanguage } from '../lib/i18n';
import { Field } from './field';
import { FilePicker } from './file-picker';

describe('the file picker', () => {
  afterEach(() => activateLanguage('en'));

  it('is the labelled file input, says no file then the chosen one’s name, and passes the choice on', async () => {
    const chosen: string[] = [];
    renderInConsole(
      <Field label="CSV file to import">
        {(p) => (
          <FilePicker
            {...p}
            accept=".csv"
            onChange={(e) => chosen.push(...Array.from(e.target.files ?? []).map((f) => f.name))}
          />
        )}
      </Field>,
    );
    const input = screen.getByLabelText('CSV file to import') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(screen.getByText('Choose file')).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    // the button is the input's label: a press on it opens the chooser
    expect(screen.getByText('Choose file').getAttribute('for')).toBe(input.id);
    input.focus();
    expect(document.activeElement).toBe(input);
    await userEvent.upload(input, new File(['sku\n'], 'catalogue.csv', { type: 'text/csv' }));
    expect(chosen).toEqual(['catalogue.csv']);
    expect(screen.getByText('catalogue.csv')).toBeTruthy();
  });

  it('speaks Hindi in Hindi mode, counts several files, and takes its own label', async () => {
    await activateLanguage('hi');
    renderInConsole(
      <FilePicker aria-label="फ़ोटो जोड़ें" buttonLabel="फ़ोटो जोड़ें" multiple onChange={() => {}} />,
    );
    expect(screen.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeTruthy();
    const input = screen.getByLabelText('फ़ोटो जोड़ें', { selector: 'input' });
    await userEvent.upload(input, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    expect(screen.getByText('2 फ़ाइलें चुनी गईं')).toBeTruthy();
  });
});
