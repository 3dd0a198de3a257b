import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderTagged } from './trans';

describe('renderTagged', () => {
  it('puts each numbered tag into its component, keeping the words around it', () => {
    const { container } = render(
      <p>
        {renderTagged('I agree to the <0>terms</0> and <1>privacy policy</1>.', {
          0: <a href="/terms" />,
          1: <a href="/privacy" />,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>I agree to the <a href="/terms">terms</a> and <a href="/privacy">privacy policy</a>.</p>',
    );
  });

  it('keeps the inner words of a tag it has no component for, and fills self-closing tags', () => {
    const { container } = render(<p>{renderTagged('<0>शर्तें</0> पढ़ें<1/>', { 1: <br /> })}</p>);
    expect(container.innerHTML).toBe('<p>शर्तें पढ़ें<br></p>');
  });

  it('nests tags', () => {
    const { container } = render(
      <p>{renderTagged('<0>go <1>now</1></0>', { 0: <a href="/x" />, 1: <b /> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><a href="/x">go <b>now</b></a></p>');
  });
});
