/** The spec's isParamPassed: present (and not 'false' or '0') means return to checkout. */
export function returnsToCheckout(param: string | undefined): boolean {
  return param !== undefined && param !== '' && param !== 'false' && param !== '0';
}
