import { afterEach, describe, expect, it } from 'vitest';
import { readServerRendered, serverRenderedScript, SERVER_RENDERED_ID } from './server-rendered';

describe('the first screen’s data in the HTML', () => {
  afterEach(() => document.getElementById(SERVER_RENDERED_ID)?.remove());

  it('survives a trip through the page, even text that would end a script', () => {
    const data = {
      page: 'product' as const,
      path: '/masala-</script><script>alert(1)</script>',
      mobile: true,
      state: {},
    };
    const script = serverRenderedScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1); // only its own end
    document.body.insertAdjacentHTML('beforeend', script);
    expect(document.scripts).toHaveLength(1);
    expect(readServerRendered()).toEqual(data);
  });

  it('is null for a page the server did not render, or whose data does not parse', () => {
    expect(readServerRendered()).toBeNull();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${SERVER_RENDERED_ID}">{not json</script>`,
    );
    expect(readServerRendered()).toBeNull();
  });
});
